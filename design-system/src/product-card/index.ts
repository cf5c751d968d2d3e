export { ProductCard, productCardVariants } from './product-card.tsx';
export type {
  ProductCardColour,
  ProductCardImage,
  ProductCardProps,
  ProductCardWishlist,
} from './product-card.tsx';
