import { defineBlock } from '../registry/define-block.ts';
import { NewsletterContentSchema } from './newsletter.schema.ts';
import { Newsletter } from './newsletter.tsx';

/** The `newsletter` block: email and consent, signed up by double opt-in (§2). */
export const newsletterBlock = defineBlock({ schema: NewsletterContentSchema, Component: Newsletter });

export { Newsletter } from './newsletter.tsx';
export type { NewsletterProps } from './newsletter.tsx';
export { NewsletterContentSchema } from './newsletter.schema.ts';
export type { NewsletterBlok, NewsletterContent } from './newsletter.schema.ts';
export { ConsentTextSchema } from './consent-text.schema.ts';
export type { ConsentInline, ConsentParagraph } from './consent-text.schema.ts';
export {
  checkNewsletterEmail,
  initialNewsletterState,
  newsletterReducer,
  newsletterSubmission,
} from './newsletter-form.ts';
export type {
  NewsletterAction,
  NewsletterProblem,
  NewsletterState,
  NewsletterStatus,
} from './newsletter-form.ts';
