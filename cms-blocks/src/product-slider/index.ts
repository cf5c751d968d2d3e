export { ProductSlider } from './product-slider.tsx';
export type { ProductSliderProps } from './product-slider.tsx';
export { defaultSliderLimit, ProductSliderContentSchema } from './product-slider.schema.ts';
export type {
  ProductSliderBlok,
  ProductSliderContent,
  ProductSliderSource,
} from './product-slider.schema.ts';
