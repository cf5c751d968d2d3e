import { z } from 'zod';
import type { BlokOf } from '../registry/blok.ts';

export const hearingTestHeadingLevels = [1, 2, 3] as const;
export type HearingTestHeadingLevel = (typeof hearingTestHeadingLevels)[number];

const headingLevelOption = { h1: 1, h2: 2, h3: 3 } as const satisfies Record<string, HearingTestHeadingLevel>;

/**
 * The hearing test block's CMS content (Storyblok field names) parsed into the `HearingTest`
 * component's props. The editor writes the headline and may write an introduction and offer
 * sending the result to a branch; the test's steps speak the shop's language from the block's own
 * texts. Option fields left empty arrive as "" and are left out.
 */
export const HearingTestContentSchema = z
  .object({
    headline: z.string().trim().min(1, 'The headline is required'),
    intro: z.string().optional(),
    heading_level: z.enum(['', 'h1', 'h2', 'h3']).optional(),
    /** Offer "send my result to the branch" (with consent) on the result. */
    offer_sending: z.boolean().optional(),
  })
  .transform((content) => {
    const intro = content.intro?.trim();
    return {
      headline: content.headline,
      ...(intro ? { intro } : {}),
      ...(content.heading_level ? { headingLevel: headingLevelOption[content.heading_level] } : {}),
      offerSending: content.offer_sending ?? false,
    };
  });
export type HearingTestContent = z.infer<typeof HearingTestContentSchema>;

/** The hearing test block as the content API delivers it. */
export type HearingTestBlok = BlokOf<'hearing_test', typeof HearingTestContentSchema>;
