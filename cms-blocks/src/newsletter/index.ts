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
