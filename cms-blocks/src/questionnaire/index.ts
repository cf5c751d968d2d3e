import { defineBlock } from '../registry/define-block.ts';
import { QuestionnaireContentSchema } from './questionnaire.schema.ts';
import { Questionnaire } from './questionnaire.tsx';

/** The CMS block `questionnaire`: its schema and component, for the block registry. */
export const questionnaireBlock = defineBlock({
  schema: QuestionnaireContentSchema,
  Component: Questionnaire,
});

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
