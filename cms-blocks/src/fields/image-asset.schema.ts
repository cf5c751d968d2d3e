import { z } from 'zod';
import { contentImageSources } from './content-image.ts';

/** An image ready for `<img>`: explicit dimensions so the page reserves its space before it loads. */
export type Image = {
  src: string;
  /** Empty for a decorative image. */
  alt: string;
  width: number;
  height: number;
  /** The same image at densities 1 and 2 (§9), when the image service can deliver them. */
  srcSet?: string;
};

export type ImageSize = Pick<Image, 'width' | 'height'>;

export type ImageAssetOptions = {
  /**
   * The widest the block shows the image, in CSS pixels. With it, a Storyblok asset is delivered
   * through the image service at that width and twice it (webp, quality 75, §9) instead of as the
   * uploaded original; without it, the original's address is kept.
   */
  displayWidth?: number;
};

// Storyblok keeps an asset's original size in its path: https://a.storyblok.com/f/{space}/{W}x{H}/{hash}/{name}
const sizeInPath = /\/(\d+)x(\d+)\//;

/** The size a Storyblok asset URL encodes in its path, if it encodes one. */
export function storyblokAssetSize(url: string): ImageSize | undefined {
  const [path = ''] = url.split(/[?#]/, 1);
  const match = sizeInPath.exec(path);
  const width = Number(match?.[1]);
  const height = Number(match?.[2]);
  return width > 0 && height > 0 ? { width, height } : undefined;
}

/*
 * Where an image may come from: a web address, a path of this site, or an inline image (the seed's
 * SVG drawings). Old Storyblok content has protocol-relative filenames (`//a.storyblok.com/f/…`),
 * read as https. Anything else (`javascript:`, `file:`, `data:text/html`) is no image.
 */
const imageSource = /^(?:https?:\/\/[^/\s]|\/(?![/\\])|data:image\/)/i;

function normaliseImageSource(filename: string): string {
  return filename.startsWith('//') ? `https:${filename}` : filename;
}

/**
 * A Storyblok asset field (`{ filename, alt, … }`) as an `Image`. An empty asset (no filename) is
 * an error on `filename`; a missing alt text makes the image decorative; a URL without a size in
 * its path (an external or inline image) takes `fallbackSize`, the block's intended aspect ratio.
 * With `displayWidth`, a Storyblok asset comes through the image service (see `ImageAssetOptions`);
 * inline SVGs and other hosts pass through.
 */
export function imageAssetSchema(fallbackSize: ImageSize, options: ImageAssetOptions = {}) {
  return (
    z
      // Storyblok sends more (id, name, focus, copyright …) than an <img> needs.
      .looseObject({
        filename: z.string().nullable(),
        alt: z.string().nullish(),
      })
      .transform((asset, context): Image => {
        const filename = asset.filename?.trim();
        if (!filename) {
          context.issues.push({
            code: 'custom',
            path: ['filename'],
            message: 'No image chosen',
            input: asset.filename,
          });
          return z.NEVER;
        }
        const src = normaliseImageSource(filename);
        if (!imageSource.test(src)) {
          context.issues.push({
            code: 'custom',
            path: ['filename'],
            message: 'Not an image address: use an https address or an uploaded asset',
            input: asset.filename,
          });
          return z.NEVER;
        }
        const alt = asset.alt?.trim() ?? '';
        const size = storyblokAssetSize(src) ?? fallbackSize;
        if (options.displayWidth === undefined) return { src, alt, ...size };
        const sources = contentImageSources(src, size, options.displayWidth);
        return { alt, ...sources };
      })
  );
}
