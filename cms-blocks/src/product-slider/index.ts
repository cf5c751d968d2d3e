import { defineBlock } from '../registry/define-block.ts';
import { ProductSliderContentSchema } from './product-slider.schema.ts';
import { ProductSlider } from './product-slider.tsx';

/** The `product_slider` block: picked products or a category's, in a carousel under a heading (§2). */
export const productSliderBlock = defineBlock({
  schema: ProductSliderContentSchema,
  Component: ProductSlider,
});

export { ProductSlider } from './product-slider.tsx';
export type { ProductSliderProps } from './product-slider.tsx';
export { defaultSliderLimit, ProductSliderContentSchema } from './product-slider.schema.ts';
export type {
  ProductSliderBlok,
  ProductSliderContent,
  ProductSliderSource,
} from './product-slider.schema.ts';
