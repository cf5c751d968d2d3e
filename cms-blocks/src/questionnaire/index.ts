export { Questionnaire } from './questionnaire.tsx';
export type { QuestionnaireProps } from './questionnaire.tsx';
export { QuestionnaireContentSchema } from './questionnaire.schema.ts';
export type {
  QuestionnaireBlok,
  QuestionnaireContent,
  QuestionnaireResult,
  QuestionnaireStep,
} from './questionnaire.schema.ts';
export { ListingLinkSchema, listingHref } from './listing-link.ts';
