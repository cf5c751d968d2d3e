import { prescriptionTypeOf } from '../basket/prescription.ts';
import type { PrescriptionBasketItem } from '../basket/prescription.ts';
import type { CountryCode } from '../shops/shop-table.ts';

/** Standard delivery of a market, in cents with tax, and the basket value from which it is free. */
export interface DeliveryPrice {
  fee: number;
  freeFrom: number;
}

/**
 * The spec names no amounts; these are each market's usual ones for an optician. One table, so the
 * header's promise, the shipping page, the basket and the order charge the same.
 */
export const deliveryPricesByCountry: Record<CountryCode, DeliveryPrice> = {
  DE: { fee: 495, freeFrom: 4900 },
  AT: { fee: 595, freeFrom: 4900 },
  CH: { fee: 790, freeFrom: 5900 },
  IT: { fee: 590, freeFrom: 4900 },
  PL: { fee: 1499, freeFrom: 19_900 },
  CZ: { fee: 12_900, freeFrom: 119_000 },
};

/** Whether the basket holds glasses made to the shopper's prescription (§4 type_ei). */
export function holdsPrescriptionGlasses(
  items: readonly Pick<PrescriptionBasketItem, 'customData'>[],
): boolean {
  return items.some((item) => prescriptionTypeOf(item) === 'type_ei');
}

export interface DeliveryBasket {
  /** The items' value after reductions, with tax, in cents. */
  itemsWithTax: number;
  holdsPrescriptionGlasses: boolean;
}

/**
 * What standard delivery costs: nothing from the market's threshold on, and nothing for a basket
 * with prescription glasses where the shop offers Rx free shipping (§3 `rxFreeShipping.enabled`).
 */
export function deliveryFeeOf(
  country: CountryCode,
  basket: DeliveryBasket,
  rxFreeShipping: { enabled: boolean },
): number {
  const price = deliveryPricesByCountry[country];
  if (basket.itemsWithTax >= price.freeFrom) return 0;
  if (rxFreeShipping.enabled && basket.holdsPrescriptionGlasses) return 0;
  return price.fee;
}

/** How much more the basket needs for free delivery, never below 0. */
export function freeDeliveryRemaining(country: CountryCode, itemsWithTax: number): number {
  return Math.max(0, deliveryPricesByCountry[country].freeFrom - itemsWithTax);
}
