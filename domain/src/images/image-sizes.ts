import type { ImageFormat } from './image-format.ts';

/** §9: every image is offered at device pixel ratios 1 and 2. */
export const imageDensities = [1, 2] as const;
export type ImageDensity = (typeof imageDensities)[number];

/** §9: image quality unless a preset asks for another. */
export const defaultImageQuality = 75;

/** §9: a width without a height gives a 3:4 portrait, height = ceil(width × 4 / 3). */
export function defaultImageHeight(width: number): number {
  return Math.ceil((width * 4) / 3);
}

/** §9: the size of the image shared on social networks (og:image, twitter:image). */
export const socialImageSize = { width: 1200, height: 630 } as const;

/** A named size of the shop's pages, in CSS pixels of the 1x image; unset parts take the §9 defaults. */
export interface ImagePreset {
  width: number;
  height?: number;
  quality?: number;
  format?: ImageFormat;
}

/**
 * The named sizes the shop's pages use (design decision: the spec names only the social image).
 * They are all the product image endpoint draws (`productImageSizes`): a component that needs
 * another size adds a preset here. The social image is a jpg because not every link preview
 * understands webp.
 */
export const imagePresets = {
  /** ProductCard: listing tiles, product sliders, the product block. */
  productTile: { width: 320 },
  /** The product page's gallery. */
  productGallery: { width: 800 },
  /** The packshot beside a contact-lens subscription plan (ProductSubscription, 14rem wide). */
  subscriptionShot: { width: 224 },
  /** Small product lines: the basket popover, the search flyout. */
  basketItem: { width: 160 },
  social: { ...socialImageSize, format: 'jpg' },
} as const satisfies Record<string, ImagePreset>;
export type ImagePresetName = keyof typeof imagePresets;

/** §8: the modifiers of a named preset; an unknown preset is an error. */
export function imagePreset(name: string): ImagePreset {
  if (!Object.hasOwn(imagePresets, name)) throw new Error(`Unknown image preset "${name}"`);
  return imagePresets[name as ImagePresetName];
}

/** The pixel size and quality of one rendering (formats and backgrounds aside). */
export interface ImageSize {
  width: number;
  height: number;
  quality: number;
}

function sizeOf(preset: ImagePreset, density: ImageDensity): ImageSize {
  return {
    width: preset.width * density,
    height: (preset.height ?? defaultImageHeight(preset.width)) * density,
    quality: preset.quality ?? defaultImageQuality,
  };
}

const sizeKey = ({ width, height, quality }: ImageSize) => `${width}x${height}q${quality}`;

/**
 * Every size the product image endpoint draws: each preset at §9 densities 1 and 2, ordered by
 * width, height and quality. The URL builder refuses any other size and the endpoint answers it
 * with a 400, so the two read one table and cannot drift apart; and no caller can make the
 * renderer draw a size nobody shows (each one is a render and a cache file).
 */
export const productImageSizes: readonly ImageSize[] = [
  ...new Map(
    Object.values(imagePresets)
      .flatMap((preset) => imageDensities.map((density) => sizeOf(preset, density)))
      .map((size) => [sizeKey(size), size] as const),
  ).values(),
].toSorted((a, b) => a.width - b.width || a.height - b.height || a.quality - b.quality);

const productImageSizeKeys = new Set(productImageSizes.map(sizeKey));

/** Whether the product image endpoint draws this width, height and quality. */
export function isProductImageSize(size: ImageSize): boolean {
  return productImageSizeKeys.has(sizeKey(size));
}

export type ImageSizeParameter = keyof ImageSize;

/**
 * Why a size is not one of `productImageSizes`, naming the first parameter that leaves the table
 * (width, then height for that width, then quality for that width and height) and the values it
 * may take there; undefined for an offered size.
 */
export function unofferedImageSize(
  size: ImageSize,
): { parameter: ImageSizeParameter; offered: readonly number[] } | undefined {
  const unique = (values: number[]) => [...new Set(values)];
  const widths = unique(productImageSizes.map((entry) => entry.width));
  if (!widths.includes(size.width)) return { parameter: 'width', offered: widths };
  const ofWidth = productImageSizes.filter((entry) => entry.width === size.width);
  const heights = unique(ofWidth.map((entry) => entry.height));
  if (!heights.includes(size.height)) return { parameter: 'height', offered: heights };
  const qualities = unique(ofWidth.filter((entry) => entry.height === size.height).map((e) => e.quality));
  if (!qualities.includes(size.quality)) return { parameter: 'quality', offered: qualities };
  return undefined;
}
