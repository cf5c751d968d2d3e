import { deliveryFeeOf as domainDeliveryFeeOf, holdsPrescriptionGlasses } from '@lumen/domain';
import type { CurrencyCode, PaymentMethodKey } from '@lumen/domain';
import type { PricedBasket } from '../baskets/basket-pricing.ts';
import type { Queryable } from '../../db/db.ts';
import { findShopSettings } from '../../shops/shop-settings-repository.ts';

/**
 * What standard delivery costs for a priced basket: the market's table of the domain, nothing for
 * prescription glasses where the shop offers Rx free shipping (§3 custom data). Checkout options and
 * orders both ask here, so what the checkout shows is what the order charges.
 */
export async function deliveryFeeOf(q: Queryable, priced: PricedBasket): Promise<number> {
  const settings = await findShopSettings(q, priced.shop.shopId);
  return domainDeliveryFeeOf(
    priced.shop.country,
    {
      itemsWithTax: priced.cost.withTax,
      holdsPrescriptionGlasses: holdsPrescriptionGlasses(priced.lines.map(({ line }) => line)),
    },
    settings?.customData.rxFreeShipping ?? { enabled: false },
  );
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
