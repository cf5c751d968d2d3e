export { Badge, badgeVariants } from './badge.tsx';
export type { BadgeProps } from './badge.tsx';
