import { z } from 'zod';
import { MultilinkSchema, type Link } from './multilink.schema.ts';

/** A call to action: the button's label and where it goes. */
export type Cta = { label: string; link: Link };

/** The CMS fields of a block's optional call to action; spread them into its content object. */
export const ctaFields = {
  cta_label: z.string().optional(),
  cta_link: MultilinkSchema.optional(),
};

/** The raw call-to-action fields as `ctaFields` parses them. */
export type CtaFields = { cta_label?: string | undefined; cta_link?: Link | undefined };

/**
 * Adds the call-to-action rule to a block's content schema: a call to action needs both its label
 * and its link, so either one alone is an issue on the field that is missing.
 */
export function withCta<T extends z.ZodType<CtaFields>>(schema: T): T {
  return schema.superRefine(
    ({ cta_label: label, cta_link: link }, context) => {
      if (label?.trim() && !link) {
        context.addIssue({
          code: 'custom',
          path: ['cta_link'],
          message: 'The call to action has a label but no link',
        });
      }
      if (link && !label?.trim()) {
        context.addIssue({
          code: 'custom',
          path: ['cta_label'],
          message: 'The call to action has a link but no label',
        });
      }
    },
    // Also when other fields failed, so an editor sees every problem of a draft at once.
    {
      when: ({ issues }) =>
        !issues.some((issue) => issue.path?.[0] === 'cta_label' || issue.path?.[0] === 'cta_link'),
    },
  );
}

/** The call to action of parsed content, or undefined when it has none (an empty label or link). */
export function ctaOf({ cta_label, cta_link }: CtaFields): Cta | undefined {
  const label = cta_label?.trim();
  return label && cta_link ? { label, link: cta_link } : undefined;
}
