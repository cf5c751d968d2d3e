export { ConsentProvider, useGroupConsent } from './consent.tsx';
export type { ConsentBridge, ConsentProviderProps, GroupConsent } from './consent.tsx';
export { VideoEmbed } from './video-embed.tsx';
export type { VideoEmbedProps } from './video-embed.tsx';
export { VideoEmbedContentSchema } from './video-embed.schema.ts';
export type { VideoEmbedBlok, VideoEmbedContent } from './video-embed.schema.ts';
export { parseVideoUrl, videoEmbedUrl, videoProviderNames, videoProviders } from './video-source.ts';
export type { VideoProvider, VideoSource } from './video-source.ts';
