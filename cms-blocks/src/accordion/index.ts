import { defineBlock } from '../registry/define-block.ts';
import { AccordionContentSchema } from './accordion.schema.ts';
import { AccordionSection } from './accordion.tsx';

/** The `accordion` block: questions with rich-text answers (§2). */
export const accordionBlock = defineBlock({ schema: AccordionContentSchema, Component: AccordionSection });

export { AccordionSection, faqStructuredData } from './accordion.tsx';
export type { AccordionSectionProps } from './accordion.tsx';
export { AccordionContentSchema } from './accordion.schema.ts';
export type { AccordionBlok, AccordionContent, AccordionItem } from './accordion.schema.ts';
