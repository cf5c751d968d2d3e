import { carriersByCountry, deliveryPricesByCountry, paymentMethodsByCountry } from '@lumen/domain';
import type { CarrierKey, DeliveryDate, PaymentMethodKey, ShopIdentity } from '@lumen/domain';
import { defaultBasketLimits } from '../baskets/basket-limits.ts';
import type { PricedBasket } from '../baskets/basket-pricing.ts';
import { basketLines, findBasketId } from '../baskets/basket-repository.ts';
import { priceStoredBasket, readCatalog } from '../baskets/basket-service.ts';
import { deliveryWindow } from '../baskets/delivery-window.ts';
import { deliveryFeeOf, paymentFee } from './order-fees.ts';
import type { OrderDeps } from './order-service.ts';

/** GET checkout-options: what the shop's market offers, priced as an order of this basket would be. */
export interface CheckoutOptions {
  deliveryMethods: { key: CarrierKey; price: { withTax: number }; estimate: DeliveryDate }[];
  paymentMethods: { key: PaymentMethodKey; fee: { withTax: number } }[];
}

/** The whole basket's delivery window: from its earliest package's first day to its latest's last. */
function estimateOf(priced: PricedBasket | undefined, now: Date): DeliveryDate {
  const windows = priced?.packages.map((pkg) => pkg.deliveryDate) ?? [];
  if (windows.length === 0) return deliveryWindow(now, 'from_stock');
  return {
    min: windows.map((window) => window.min).reduce((a, b) => (a <= b ? a : b)),
    max: windows.map((window) => window.max).reduce((a, b) => (a >= b ? a : b)),
  };
}

/**
 * The carriers and payment methods of the shop's market (§9), priced with the tables orders charge
 * (order-fees.ts), so what the checkout shows is what the order costs. An unknown or empty basket
 * is priced as empty: delivery is not free yet.
 */
export function createCheckoutOptions(deps: OrderDeps) {
  const now = deps.now ?? (() => new Date());
  const limits = deps.limits ?? defaultBasketLimits;

  async function priceBasket(
    shop: ShopIdentity,
    key: string,
    moment: Date,
  ): Promise<PricedBasket | undefined> {
    const basketId = await findBasketId(deps.db, shop.shopId, key);
    if (basketId === undefined) return undefined;
    const lines = await basketLines(deps.db, basketId);
    if (lines.length === 0) return undefined;
    const catalog = await readCatalog(
      deps.catalog,
      shop,
      lines.map((line) => line.variantId),
      {},
    );
    return priceStoredBasket(deps.db, { shop, key, basketId, lines, catalog, now: moment, limits });
  }

  return async function checkoutOptions(
    shop: ShopIdentity,
    basketKey: string | undefined,
  ): Promise<CheckoutOptions> {
    const moment = now();
    const priced = basketKey === undefined ? undefined : await priceBasket(shop, basketKey, moment);
    const fee = priced ? await deliveryFeeOf(deps.db, priced) : deliveryPricesByCountry[shop.country].fee;
    const estimate = estimateOf(priced, moment);
    return {
      deliveryMethods: carriersByCountry[shop.country].map((key) => ({
        key,
        price: { withTax: fee },
        estimate,
      })),
      paymentMethods: paymentMethodsByCountry[shop.country].map((key) => ({
        key,
        fee: { withTax: paymentFee(shop.currency, key) },
      })),
    };
  };
}
