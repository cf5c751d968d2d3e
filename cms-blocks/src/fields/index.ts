export { contentImageSources, storyblokImageServiceAsset } from './content-image.ts';
export type { ImageSources } from './content-image.ts';
export { imageAssetSchema, storyblokAssetSize } from './image-asset.schema.ts';
export type { Image, ImageAssetOptions, ImageSize } from './image-asset.schema.ts';
export { linkAttributes, multilinkSchema, MultilinkSchema } from './multilink.schema.ts';
export type { Link, LinkAttributes, Multilink } from './multilink.schema.ts';
export { defaultShopFolders, storyPath } from './story-path.ts';
export type { StoryPathOptions } from './story-path.ts';
