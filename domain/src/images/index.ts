export * from './image-format.ts';
export * from './image-background.ts';
export * from './image-sizes.ts';
export * from './image-url.ts';
export * from './image-providers.ts';
export * from './listing-image.ts';
export * from './image-metadata.ts';
