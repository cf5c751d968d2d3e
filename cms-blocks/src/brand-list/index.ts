export { BrandList } from './brand-list.tsx';
export type { BrandListProps } from './brand-list.tsx';
export { BrandListContentSchema } from './brand-list.schema.ts';
export type { Brand, BrandListBlok, BrandListContent } from './brand-list.schema.ts';
