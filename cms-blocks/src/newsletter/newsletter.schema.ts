import { z } from 'zod';
import type { BlokOf } from '../registry/blok.ts';
import { ConsentTextSchema } from './consent-text.schema.ts';

/**
 * The newsletter block's CMS content, as the seeded homepage has it: `headline`, `text`, the
 * email field's `placeholder`, the `button_label` and the `consent` richtext that labels the
 * required consent checkbox. Text, placeholder and button label may be left empty (the button
 * then reads the shop's own word).
 */
export const NewsletterContentSchema = z
  .object({
    headline: z.string().trim().min(1, 'The headline is required'),
    text: z.string().optional(),
    placeholder: z.string().optional(),
    button_label: z.string().optional(),
    consent: ConsentTextSchema,
  })
  .transform((content) => {
    const text = content.text?.trim();
    const placeholder = content.placeholder?.trim();
    const buttonLabel = content.button_label?.trim();
    return {
      headline: content.headline,
      ...(text ? { text } : {}),
      ...(placeholder ? { placeholder } : {}),
      ...(buttonLabel ? { buttonLabel } : {}),
      consent: content.consent,
    };
  });
export type NewsletterContent = z.infer<typeof NewsletterContentSchema>;

/** The newsletter block as the content API delivers it. */
export type NewsletterBlok = BlokOf<'newsletter', typeof NewsletterContentSchema>;
