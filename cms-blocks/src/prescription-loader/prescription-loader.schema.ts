import { z } from 'zod';
import type { BlokOf } from '../registry/blok.ts';

/** A Storyblok boolean field: missing in content saved before the field existed, so it has a default. */
const option = (fallback: boolean) =>
  z
    .boolean()
    .optional()
    .transform((value) => value ?? fallback);

/**
 * The prescription loader block's CMS content: a headline and intro, and two switches. An editor
 * hides the addition on pages about single-vision glasses, and the upload where a prescription
 * must be typed. The fields, units and messages are the block's own, in the shop's language.
 */
export const PrescriptionLoaderContentSchema = z
  .object({
    headline: z.string({ error: 'The headline is required' }).trim().min(1, 'The headline is required'),
    text: z.string().optional(),
    show_addition: option(true),
    allow_upload: option(true),
  })
  .transform(({ headline, text, show_addition: showAddition, allow_upload: allowUpload }) => {
    const intro = text?.trim();
    return { headline, ...(intro ? { text: intro } : {}), showAddition, allowUpload };
  });
export type PrescriptionLoaderContent = z.infer<typeof PrescriptionLoaderContentSchema>;

/** The prescription loader block as the content API delivers it. */
export type PrescriptionLoaderBlok = BlokOf<'prescription_loader', typeof PrescriptionLoaderContentSchema>;
