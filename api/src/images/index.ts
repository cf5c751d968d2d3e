export { catalogImageRouter } from './catalog-image-router.ts';
