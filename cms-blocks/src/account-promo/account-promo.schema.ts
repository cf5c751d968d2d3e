import { z } from 'zod';
import type { BlokOf } from '../registry/blok.ts';

/** How many benefits fit the promo before it reads like terms and conditions. */
export const maxBenefits = 6;

/** One benefit of an account, an `account_promo_benefit` block nested in the promo. */
const BenefitSchema = z.looseObject({
  component: z.literal('account_promo_benefit', 'Benefits are account_promo_benefit blocks'),
  text: z.string().trim().min(1, 'The benefit has no text'),
});

/**
 * The account promo's CMS content: a headline, an optional text and the benefits of an account as
 * nested `account_promo_benefit` blocks (`text`), at most six. The sign-in and register links
 * are the shop's §2 routes, not content.
 */
export const AccountPromoContentSchema = z
  .object({
    headline: z.string().trim().min(1, 'The headline is required'),
    text: z.string().optional(),
    benefits: z.array(BenefitSchema).max(maxBenefits, `Name at most ${maxBenefits} benefits`).optional(),
  })
  .transform((content) => {
    const text = content.text?.trim();
    return {
      headline: content.headline,
      ...(text ? { text } : {}),
      benefits: (content.benefits ?? []).map((benefit) => benefit.text),
    };
  });
export type AccountPromoContent = z.infer<typeof AccountPromoContentSchema>;

/** The account promo block as the content API delivers it. */
export type AccountPromoBlok = BlokOf<'account_promo', typeof AccountPromoContentSchema>;
