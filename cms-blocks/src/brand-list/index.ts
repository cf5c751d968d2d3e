import { defineBlock } from '../registry/define-block.ts';
import { BrandListContentSchema } from './brand-list.schema.ts';
import { BrandList } from './brand-list.tsx';

/** The `brand_list` block: brand logos or names linking to the brands' listings (§2). */
export const brandListBlock = defineBlock({ schema: BrandListContentSchema, Component: BrandList });

export { BrandList } from './brand-list.tsx';
export type { BrandListProps } from './brand-list.tsx';
export { BrandListContentSchema } from './brand-list.schema.ts';
export type { Brand, BrandListBlok, BrandListContent } from './brand-list.schema.ts';
