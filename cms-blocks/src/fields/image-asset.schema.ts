import { z } from 'zod';

/** An image ready for `<img>`: explicit dimensions so the page reserves its space before it loads. */
export type Image = {
  src: string;
  /** Empty for a decorative image. */
  alt: string;
  width: number;
  height: number;
};

export type ImageSize = Pick<Image, 'width' | 'height'>;

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

/**
 * A Storyblok asset field (`{ filename, alt, … }`) as an `Image`. An empty asset (no filename) is
 * an error on `filename`; a missing alt text makes the image decorative; a URL without a size in
 * its path (an external or inline image) takes `fallbackSize`, the block's intended aspect ratio.
 */
export function imageAssetSchema(fallbackSize: ImageSize) {
  return (
    z
      // Storyblok sends more (id, name, focus, copyright …) than an <img> needs.
      .looseObject({
        filename: z.string().nullable(),
        alt: z.string().nullish(),
      })
      .transform((asset, context): Image => {
        const src = asset.filename?.trim();
        if (!src) {
          context.issues.push({
            code: 'custom',
            path: ['filename'],
            message: 'No image chosen',
            input: asset.filename,
          });
          return z.NEVER;
        }
        return { src, alt: asset.alt?.trim() ?? '', ...(storyblokAssetSize(src) ?? fallbackSize) };
      })
  );
}
