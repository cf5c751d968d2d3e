export { ProductBlock } from './product.tsx';
export type { ProductBlockProps } from './product.tsx';
export { ProductContentSchema, productCardSizes } from './product.schema.ts';
export type { ProductBlok, ProductCardSize, ProductContent } from './product.schema.ts';
