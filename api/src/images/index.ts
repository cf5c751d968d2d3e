export { createImageRouter } from './image-router.ts';
export type { ImageRouterDeps } from './image-router.ts';
export { imageSubjectOf, imageSubjectsByHash } from './image-subject.ts';
export type { ImageSubject } from './image-subject.ts';
export { catalogImageRouter } from './catalog-image-router.ts';
