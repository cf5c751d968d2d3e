import { defineBlock } from '../registry/define-block.ts';
import { ProductContentSchema } from './product.schema.ts';
import { ProductBlock } from './product.tsx';

/** The `product` block: one product, by id or reference key, as a product card (§2). */
export const productBlock = defineBlock({ schema: ProductContentSchema, Component: ProductBlock });

export { ProductBlock } from './product.tsx';
export type { ProductBlockProps } from './product.tsx';
export { ProductContentSchema, productCardSizes } from './product.schema.ts';
export type { ProductBlok, ProductCardSize, ProductContent } from './product.schema.ts';
