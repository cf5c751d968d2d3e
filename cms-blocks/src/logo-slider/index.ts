export { LogoSlider } from './logo-slider.tsx';
export type { LogoSliderProps } from './logo-slider.tsx';
export { LogoSliderContentSchema } from './logo-slider.schema.ts';
export type { Logo, LogoSliderBlok, LogoSliderContent } from './logo-slider.schema.ts';
export { rotationIntervalMs } from './logo-slider-rotation.ts';
