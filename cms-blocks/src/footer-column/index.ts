import { defineBlock } from '../registry/define-block.ts';
import { FooterColumnContentSchema } from './footer-column.schema.ts';
import { FooterColumn } from './footer-column.tsx';

/** The `footer_column` block: a footer column's heading and links (§2). */
export const footerColumnBlock = defineBlock({ schema: FooterColumnContentSchema, Component: FooterColumn });

export { FooterColumn } from './footer-column.tsx';
export type { FooterColumnProps } from './footer-column.tsx';
export { FooterColumnContentSchema } from './footer-column.schema.ts';
export type { FooterColumnBlok, FooterColumnContent, FooterLink } from './footer-column.schema.ts';
