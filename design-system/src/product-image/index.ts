export { ProductImage, productImageVariants } from './product-image.tsx';
export type { ProductImageProps } from './product-image.tsx';
