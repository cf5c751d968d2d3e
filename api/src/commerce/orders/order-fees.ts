import type { CurrencyCode } from '@lumen/domain';

/**
 * Delivery per currency, in cents with tax, and the basket value (after reductions) from which it
 * is free. The spec names no amounts; these are the market's usual ones for an optician. One
 * table, so checkout options (issue 5) and orders charge the same.
 */
export const deliveryPrices: Record<CurrencyCode, { fee: number; freeFrom: number }> = {
  EUR: { fee: 495, freeFrom: 4900 },
  CHF: { fee: 790, freeFrom: 7900 },
  PLN: { fee: 1999, freeFrom: 19_900 },
  CZK: { fee: 9900, freeFrom: 149_900 },
};

/** What delivery costs for a basket worth `itemsWithTax` cents. */
export function deliveryFee(currency: CurrencyCode, itemsWithTax: number): number {
  const price = deliveryPrices[currency];
  return itemsWithTax >= price.freeFrom ? 0 : price.fee;
}
