import { frameColors, frameShapes, rimTypes, type FrameColor } from '@lumen/domain';
import { z } from 'zod';
import type { BlokOf } from '../registry/blok.ts';
import { ListingLinkSchema, listingHref } from './listing-link.ts';
import { findGraphProblems, questionnaireGraph } from './questionnaire.machine.ts';

const frameColorKeys = Object.keys(frameColors) as [FrameColor, ...FrameColor[]];

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

/** An optional text field: an empty one is left out. */
const optionalText = z
  .string()
  .optional()
  .transform((text) => text?.trim() || undefined);

/** A nested block of the given component: the CMS lets editors drop any block into a blocks field. */
function nestedBlok<TComponent extends string, TShape extends z.ZodRawShape>(
  component: TComponent,
  shape: TShape,
) {
  return z.looseObject({
    _uid: z.string(),
    component: z.literal(component, { error: `Only "${component}" blocks belong here` }),
    ...shape,
  });
}

const AnswerSchema = nestedBlok('questionnaire_answer', {
  label: required('The answer needs a label'),
  description: optionalText,
  /** The key of the step or result this answer leads to. */
  next: required('Enter the key of the step or result this answer leads to'),
}).transform(({ label, description, next }) => ({ label, ...(description ? { description } : {}), next }));

const StepSchema = nestedBlok('questionnaire_step', {
  /** What answers point at; unique among the steps and results. */
  key: required('The step needs a key that answers can lead to'),
  question: required('The step needs a question'),
  hint: optionalText,
  answers: z.array(AnswerSchema).min(2, 'A step needs at least two answers to choose from'),
}).transform(({ key, question, hint, answers }) => ({ key, question, ...(hint ? { hint } : {}), answers }));

/**
 * A recommendation of a result: a listing (category) and the filters that narrow it, from the
 * catalogue's vocabulary (frame shapes, frame colours, rim types), as one link.
 */
const RecommendationSchema = nestedBlok('questionnaire_recommendation', {
  label: required('The recommendation needs a link text'),
  text: optionalText,
  link: ListingLinkSchema,
  frame_shapes: z.array(z.enum(frameShapes)).optional(),
  frame_colors: z.array(z.enum(frameColorKeys)).optional(),
  rim_types: z.array(z.enum(rimTypes)).optional(),
}).transform(({ label, text, link, frame_shapes: shapes, frame_colors: colors, rim_types: rims }) => {
  const filters = {
    ...(shapes?.length ? { frameShape: shapes } : {}),
    ...(rims?.length ? { rimType: rims } : {}),
  };
  return {
    label,
    ...(text ? { text } : {}),
    href: listingHref(link, {
      // The listing URL's `color` is the frame colour (§2 kept parameters).
      ...(colors?.length ? { color: colors } : {}),
      ...(Object.keys(filters).length > 0 ? { filters } : {}),
    }),
  };
});

const ResultSchema = nestedBlok('questionnaire_result', {
  key: required('The result needs a key that answers can lead to'),
  headline: required('The result needs a headline'),
  text: optionalText,
  recommendations: z.array(RecommendationSchema).min(1, 'A result needs at least one recommendation'),
}).transform(({ key, headline, text, recommendations }) => ({
  key,
  headline,
  ...(text ? { text } : {}),
  recommendations,
}));

type ParsedStep = z.output<typeof StepSchema>;
type ParsedResult = z.output<typeof ResultSchema>;

/** Problems of the graph as a whole, named at the field an editor has to change. */
function checkGraph(
  steps: readonly ParsedStep[],
  results: readonly ParsedResult[],
  context: z.RefinementCtx,
) {
  const seen = new Set<string>();
  const keyed = [
    ...steps.map((step, index) => ({ key: step.key, path: ['steps', index, 'key'] })),
    ...results.map((result, index) => ({ key: result.key, path: ['results', index, 'key'] })),
  ];
  for (const { key, path } of keyed) {
    if (seen.has(key)) {
      context.addIssue({
        code: 'custom',
        path,
        message: `The key "${key}" is used twice: answers could not tell them apart`,
      });
    }
    seen.add(key);
  }
  if (seen.size < keyed.length) return;

  const stepIndex = new Map(steps.map((step, index) => [step.key, index]));
  for (const problem of findGraphProblems(questionnaireGraph(steps, results))) {
    context.addIssue({
      code: 'custom',
      path: ['steps', stepIndex.get(problem.step) ?? 0, 'answers', problem.answer, 'next'],
      message:
        problem.kind === 'unknown-target'
          ? `No step or result has the key "${problem.target}"`
          : `Leads back to step "${problem.target}": the questionnaire would never reach a result`,
    });
  }
}

/**
 * The questionnaire block's CMS content: steps with a question and answers, each answer leading
 * to another step or to a result; results recommend filtered listings. Beyond each field, the
 * graph must be walkable: keys unique, every answer's target exists, no cycles, at least one result.
 */
export const QuestionnaireContentSchema = z
  .object({
    headline: required('The headline is required'),
    intro: optionalText,
    steps: z.array(StepSchema).min(1, 'Add at least one step'),
    results: z.array(ResultSchema).min(1, 'Add at least one result'),
  })
  .superRefine(({ steps, results }, context) => checkGraph(steps, results, context), {
    // The graph can only be checked once its steps and results are readable.
    when: ({ issues }) =>
      !issues.some((issue) => issue.path?.[0] === 'steps' || issue.path?.[0] === 'results'),
  })
  .transform(({ headline, intro, steps, results }) => ({
    headline,
    ...(intro ? { intro } : {}),
    steps,
    results,
  }));
export type QuestionnaireContent = z.infer<typeof QuestionnaireContentSchema>;
export type QuestionnaireStep = QuestionnaireContent['steps'][number];
export type QuestionnaireResult = QuestionnaireContent['results'][number];

/** The questionnaire block as the content API delivers it. */
export type QuestionnaireBlok = BlokOf<'questionnaire', typeof QuestionnaireContentSchema>;
