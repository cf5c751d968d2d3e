export { createContentChannel, storyblokBridgeSource } from './content-source.ts';
export type {
  ContentChannel,
  ContentSource,
  StoryblokBridgeSourceOptions,
  Unsubscribe,
} from './content-source.ts';
export { LivePreview, nextPreviewState } from './live-preview.tsx';
export type { LivePreviewProps, LivePreviewState } from './live-preview.tsx';
export { readStoryBody } from './story-body.ts';
export type { StoryBodyReading } from './story-body.ts';
