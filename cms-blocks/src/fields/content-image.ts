import {
  contentImageUrl,
  imageDensities,
  imageDimensionLimits,
  imageFormatOfFileName,
  type ImageFormat,
} from '@lumen/domain';
import type { ImageSize } from './image-asset.schema.ts';

/** What `<img>` needs to show a content image sharp at densities 1 and 2 (§9). */
export type ImageSources = {
  /** The 1x image. */
  src: string;
  /** `{1x} 1x, {2x} 2x`; absent when the original has no more pixels than the 1x image. */
  srcSet?: string;
  /** The 1x image's size: the box the page reserves. */
  width: number;
  height: number;
};

// Storyblok's asset CDN (a.storyblok.com, and a-us, a-ap, a-ca … per region) serves its image service.
const storyblokAssetHost = /^a(?:-[a-z]{2})?\.storyblok\.com$/i;

// What the image service reads and writes without losing anything: SVG (vector) and GIF (animated)
// stay as they are, and so does an address that already went through the service (`/m/`).
const transformableFormats: readonly ImageFormat[] = ['jpg', 'jpeg', 'png', 'webp'];

/** The https address of an asset on Storyblok's CDN that the image service can resize, if it is one. */
export function storyblokImageServiceAsset(src: string): string | undefined {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' || !storyblokAssetHost.test(url.hostname)) return undefined;
  if (url.pathname.includes('/m/')) return undefined;
  const format = imageFormatOfFileName(url.pathname);
  if (format === undefined || !transformableFormats.includes(format)) return undefined;
  // The image service takes its parameters in the path; a query (`?cv=…`) would end up inside them.
  return `${url.origin}${url.pathname}`;
}

/** The size of the original at `scale`, whole pixels, at least 1 and within the image limits. */
function scaled(original: ImageSize, wantedWidth: number): ImageSize {
  const scale = Math.min(
    wantedWidth / original.width,
    // Never larger than the original: an upscaled image costs bytes and shows nothing more.
    1,
    imageDimensionLimits.max / original.width,
    imageDimensionLimits.max / original.height,
  );
  return {
    width: Math.max(1, Math.round(original.width * scale)),
    height: Math.max(1, Math.round(original.height * scale)),
  };
}

/**
 * A content image (§7 "a content image host") at densities 1 and 2 (§9) through Storyblok's image
 * service, in the §9 defaults that `contentImageUrl` of the domain applies (webp, quality 75):
 * `{asset}/m/800x450/filters:quality(75):format(webp)`. The original's aspect ratio is kept (the
 * product-image rule "height = ceil(width × 4 / 3)" is for product images only). An image the
 * service cannot or should not transform (an inline `data:` SVG, a GIF, another host) passes
 * through at `original` size.
 */
export function contentImageSources(src: string, original: ImageSize, displayWidth: number): ImageSources {
  const asset = storyblokImageServiceAsset(src);
  if (asset === undefined) return { src, width: original.width, height: original.height };
  const [oneX, ...denser] = imageDensities.map((density) => scaled(original, displayWidth * density));
  // imageDensities starts with 1 (map drops the tuple's length, so the type cannot say it).
  const base = oneX ?? scaled(original, displayWidth);
  const url = (size: ImageSize) => contentImageUrl(asset, size);
  const candidates = [`${url(base)} 1x`];
  for (const size of denser) {
    if (size.width <= base.width) continue;
    // An original too small for a full 2x still offers what it has, with its true density.
    candidates.push(`${url(size)} ${Number((size.width / base.width).toFixed(2))}x`);
  }
  return {
    src: url(base),
    ...(candidates.length > 1 ? { srcSet: candidates.join(', ') } : {}),
    width: base.width,
    height: base.height,
  };
}
