import { z } from 'zod';
import { imageAssetSchema } from '../fields/image-asset.schema.ts';
import type { BlokOf } from '../registry/blok.ts';
import { parseVideoUrl, type VideoSource } from './video-source.ts';

/** Storyblok sends an asset field nobody filled as an asset without a filename. */
function isEmptyAsset(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (typeof value !== 'object' || !('filename' in value)) return false;
  return value.filename === null || value.filename === '';
}

/** The poster shown until the shopper loads the video: the CMS image, 16:9 unless its URL tells its size. */
const PosterSchema = z.preprocess(
  (value) => (isEmptyAsset(value) ? undefined : value),
  imageAssetSchema({ width: 1600, height: 900 }, { displayWidth: 1200 }).optional(),
);

const VideoUrlSchema = z.string().transform((address, context): VideoSource => {
  const source = parseVideoUrl(address);
  if (source) return source;
  context.issues.push({
    code: 'custom',
    path: [],
    message: 'Use the address of a YouTube or Vimeo video',
    input: address,
  });
  return z.NEVER;
});

/**
 * The video embed's CMS content parsed into the `VideoEmbed` component's props: the video (read
 * from the YouTube or Vimeo address the editor pasted), its title (the player's accessible name
 * and the caption) and the poster image shown until the shopper consents to loading it.
 */
export const VideoEmbedContentSchema = z
  .object({
    url: VideoUrlSchema,
    title: z.string().trim().min(1, 'The title is required: it names the video for screen readers'),
    image: PosterSchema,
  })
  .transform((content) => ({
    video: content.url,
    title: content.title,
    ...(content.image ? { poster: content.image } : {}),
  }));
export type VideoEmbedContent = z.infer<typeof VideoEmbedContentSchema>;

/** The video embed block as the content API delivers it. */
export type VideoEmbedBlok = BlokOf<'video_embed', typeof VideoEmbedContentSchema>;
