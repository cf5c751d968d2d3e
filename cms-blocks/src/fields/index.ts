export { imageAssetSchema, storyblokAssetSize } from './image-asset.schema.ts';
export type { Image, ImageSize } from './image-asset.schema.ts';
export { MultilinkSchema } from './multilink.schema.ts';
export type { Link, Multilink } from './multilink.schema.ts';
