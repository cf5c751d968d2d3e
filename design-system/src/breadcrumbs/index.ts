export { Breadcrumbs, breadcrumbsVariants } from './breadcrumbs.tsx';
export type { BreadcrumbItem, BreadcrumbLinkRenderProps, BreadcrumbsProps } from './breadcrumbs.tsx';
