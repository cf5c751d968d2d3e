export * from './ropo-basket.ts';
export * from './ropo-availability.ts';
export * from './ropo-category.ts';
