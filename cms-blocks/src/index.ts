export * from './registry/index.ts';
export * from './fields/index.ts';
export * from './hero/index.ts';
export * from './seo/index.ts';
export * from './preview/index.ts';
