export { AccordionSection, faqStructuredData } from './accordion.tsx';
export type { AccordionSectionProps } from './accordion.tsx';
export { AccordionContentSchema } from './accordion.schema.ts';
export type { AccordionBlok, AccordionContent, AccordionItem } from './accordion.schema.ts';
