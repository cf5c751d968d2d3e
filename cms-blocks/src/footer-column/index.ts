export { FooterColumn } from './footer-column.tsx';
export type { FooterColumnProps } from './footer-column.tsx';
export { FooterColumnContentSchema } from './footer-column.schema.ts';
export type { FooterColumnBlok, FooterColumnContent, FooterLink } from './footer-column.schema.ts';
