import { imageBackgroundColours } from './image-background.ts';
import type { ImageFormat } from './image-format.ts';
import { imageDensities } from './image-sizes.ts';
import type { ImageDensity } from './image-sizes.ts';
import { productImageBasePath, productImageUrl, resolveImageRequest } from './image-url.ts';
import type { ImageBg, ImageModifiers } from './image-url.ts';

/**
 * Where images come from (§7): `product` images from the shop's own image endpoint, addressed by
 * hash; `content` images from the content system's image host (Storyblok's image service).
 */
export const imageProviders = ['product', 'content'] as const;
export type ImageProvider = (typeof imageProviders)[number];

// Storyblok's image service writes these formats only; gif and bmp it cannot produce.
const contentFormats: Partial<Record<ImageFormat, string>> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
};

function contentFill(bg: ImageBg): string {
  if (bg === 'transparent') return 'transparent';
  const hex = bg === 'white' || bg === 'grey' ? imageBackgroundColours[bg] : bg;
  return hex.slice(1).toUpperCase();
}

/**
 * A content image through Storyblok's image service:
 * `{src}/m/{width}x{height}/filters:quality(75):format(webp)[:fill(FFFFFF)]`.
 */
export function contentImageUrl(src: string, modifiers: ImageModifiers, density: ImageDensity = 1): string {
  const request = resolveImageRequest(modifiers, density);
  const format = contentFormats[request.format];
  if (format === undefined) throw new Error(`Content images cannot be delivered as ${request.format}`);
  const filters = [`quality(${request.quality})`, `format(${format})`];
  if (request.bg !== undefined) filters.push(`fill(${contentFill(request.bg)})`);
  return `${src}/m/${request.width}x${request.height}/filters:${filters.join(':')}`;
}

export interface ImageUrlOptions {
  /** Base of the product image endpoint, `/api/images` unless a CDN sits in front of it. */
  productImageBaseUrl?: string;
}

/**
 * The URL of an image from a named provider: a hash for `product`, an asset URL for `content`.
 * §8: an unknown provider is an error.
 */
export function imageUrl(
  provider: string,
  src: string,
  modifiers: ImageModifiers,
  density: ImageDensity = 1,
  options: ImageUrlOptions = {},
): string {
  if (provider === 'product') {
    return productImageUrl(src, modifiers, density, options.productImageBaseUrl ?? productImageBasePath);
  }
  if (provider === 'content') return contentImageUrl(src, modifiers, density);
  throw new Error(`Unknown image provider "${provider}"`);
}

/** §9: the `srcset` of an image at densities 1 and 2: `{1x url} 1x, {2x url} 2x`. */
export function imageSrcSet(
  provider: string,
  src: string,
  modifiers: ImageModifiers,
  options: ImageUrlOptions = {},
): string {
  return imageDensities
    .map((density) => `${imageUrl(provider, src, modifiers, density, options)} ${density}x`)
    .join(', ');
}
