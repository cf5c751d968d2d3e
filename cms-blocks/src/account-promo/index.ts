export { AccountPromo, accountLinks } from './account-promo.tsx';
export type { AccountPromoProps } from './account-promo.tsx';
export { AccountPromoContentSchema, maxBenefits } from './account-promo.schema.ts';
export type { AccountPromoBlok, AccountPromoContent } from './account-promo.schema.ts';
