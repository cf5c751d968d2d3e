import type { CountryCode } from '../shops/shop-table.ts';

/** §9: the privacy regulation a market's consent banner is configured for. */
export const regulationKeys = ['GDPR', 'DSGLPD'] as const;
export type RegulationKey = (typeof regulationKeys)[number];

/** §9: Switzerland follows its own data protection act (DSG/LPD); every other market the GDPR. */
export function regulationKey(country: CountryCode): RegulationKey {
  return country === 'CH' ? 'DSGLPD' : 'GDPR';
}
