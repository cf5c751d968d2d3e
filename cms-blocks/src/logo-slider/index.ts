import { defineBlock } from '../registry/define-block.ts';
import { LogoSliderContentSchema } from './logo-slider.schema.ts';
import { LogoSlider } from './logo-slider.tsx';

/** The `logo_slider` block: partner and brand logos in a carousel (§2). */
export const logoSliderBlock = defineBlock({ schema: LogoSliderContentSchema, Component: LogoSlider });

export { LogoSlider } from './logo-slider.tsx';
export type { LogoSliderProps } from './logo-slider.tsx';
export { LogoSliderContentSchema } from './logo-slider.schema.ts';
export type { Logo, LogoSliderBlok, LogoSliderContent } from './logo-slider.schema.ts';
export { rotationIntervalMs } from './logo-slider-rotation.ts';
