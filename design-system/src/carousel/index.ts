export { Carousel, carouselVariants } from './carousel.tsx';
export type { CarouselProps } from './carousel.tsx';
