export { Link, linkVariants } from './link.tsx';
export type { LinkProps } from './link.tsx';
