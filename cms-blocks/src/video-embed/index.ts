import { defineBlock } from '../registry/define-block.ts';
import { VideoEmbedContentSchema } from './video-embed.schema.ts';
import { VideoEmbed } from './video-embed.tsx';

/** The `video_embed` block: a YouTube or Vimeo video loaded only after marketing consent (§2, §9). */
export const videoEmbedBlock = defineBlock({ schema: VideoEmbedContentSchema, Component: VideoEmbed });

export { ConsentProvider, useGroupConsent } from './consent.tsx';
export type { ConsentBridge, ConsentProviderProps, GroupConsent } from './consent.tsx';
export { VideoEmbed } from './video-embed.tsx';
export type { VideoEmbedProps } from './video-embed.tsx';
export { VideoEmbedContentSchema } from './video-embed.schema.ts';
export type { VideoEmbedBlok, VideoEmbedContent } from './video-embed.schema.ts';
export { parseVideoUrl, videoEmbedUrl, videoProviderNames, videoProviders } from './video-source.ts';
export type { VideoProvider, VideoSource } from './video-source.ts';
