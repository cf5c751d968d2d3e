import { defineBlock } from '../registry/define-block.ts';
import { AccountPromoContentSchema } from './account-promo.schema.ts';
import { AccountPromo } from './account-promo.tsx';

/** The `account_promo` block: the benefits of a customer account, with register and sign-in links (§2). */
export const accountPromoBlock = defineBlock({ schema: AccountPromoContentSchema, Component: AccountPromo });

export { AccountPromo, accountLinks } from './account-promo.tsx';
export type { AccountPromoProps } from './account-promo.tsx';
export { AccountPromoContentSchema, maxBenefits } from './account-promo.schema.ts';
export type { AccountPromoBlok, AccountPromoContent } from './account-promo.schema.ts';
