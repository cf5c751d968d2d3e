import { z } from 'zod';
import { ListingLinkSchema } from '../questionnaire/listing-link.ts';
import type { BlokOf } from '../registry/blok.ts';

/**
 * The face scan block's CMS content: a headline and intro, and the listing (a category of frames
 * or sunglasses) its result links to, filtered by the face shape found. The steps' texts are the
 * block's own, in the shop's language.
 */
export const FaceScanContentSchema = z
  .object({
    headline: z.string({ error: 'The headline is required' }).trim().min(1, 'The headline is required'),
    text: z.string().optional(),
    listing_link: ListingLinkSchema,
  })
  .transform(({ headline, text, listing_link: listingPath }) => {
    const intro = text?.trim();
    return { headline, ...(intro ? { text: intro } : {}), listingPath };
  });
export type FaceScanContent = z.infer<typeof FaceScanContentSchema>;

/** The face scan block as the content API delivers it. */
export type FaceScanBlok = BlokOf<'face_scan', typeof FaceScanContentSchema>;
