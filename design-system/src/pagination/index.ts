export { Pagination, paginationSlots, paginationVariants } from './pagination.tsx';
export type { PaginationLinkRenderProps, PaginationProps, PaginationSlot } from './pagination.tsx';
