import type { CurrencyCode, PaymentMethodKey } from '@lumen/domain';

/**
 * Delivery per currency, in cents with tax, and the basket value (after reductions) from which it
 * is free. The spec names no amounts; these are the market's usual ones for an optician. One
 * table, so checkout options and orders charge the same.
 */
const deliveryPrices: Record<CurrencyCode, { fee: number; freeFrom: number }> = {
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

/**
 * The carrier's charge for collecting cash at the door, passed on to the shopper (§3 applied fees of
 * category payment). Every other method is free of charge. Switzerland offers no cash on delivery;
 * its amount is there so every currency has one.
 */
const cashOnDeliveryFees: Record<CurrencyCode, number> = {
  EUR: 390,
  CHF: 590,
  PLN: 900,
  CZK: 3900,
};

/** What paying with `method` costs on top of the order. */
export function paymentFee(currency: CurrencyCode, method: PaymentMethodKey): number {
  return method === 'cash_on_delivery' ? cashOnDeliveryFees[currency] : 0;
}
