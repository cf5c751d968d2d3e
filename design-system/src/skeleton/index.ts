export { Skeleton, skeletonVariants } from './skeleton.tsx';
export type { SkeletonProps } from './skeleton.tsx';
