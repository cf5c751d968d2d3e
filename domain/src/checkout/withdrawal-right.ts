import type { CountryCode } from '../shops/shop-table.ts';

/**
 * Whether the shopper has the statutory right of withdrawal from a distance contract: in the EU
 * markets (Directive 2011/83/EU, 14 days), not in Switzerland, whose law has none; the Swiss
 * shops grant a voluntary return right instead. The checkout's terms checkbox and the terms page
 * say one or the other.
 */
export function hasStatutoryWithdrawalRight(country: CountryCode): boolean {
  return country !== 'CH';
}
