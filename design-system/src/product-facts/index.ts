export { ProductFacts } from './product-facts.tsx';
export type { ProductFactRow, ProductFactsProps } from './product-facts.tsx';
