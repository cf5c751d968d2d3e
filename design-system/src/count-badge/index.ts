export { CountBadge, countBadgeVariants } from './count-badge.tsx';
export type { CountBadgeProps } from './count-badge.tsx';
