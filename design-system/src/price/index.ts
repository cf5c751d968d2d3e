export { Price, priceVariants } from './price.tsx';
export type { PriceProps } from './price.tsx';
