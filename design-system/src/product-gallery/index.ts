export { ProductGallery, swipeThreshold } from './product-gallery.tsx';
export type { ProductGalleryImage, ProductGalleryProps } from './product-gallery.tsx';
