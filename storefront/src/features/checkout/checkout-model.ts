import { RpcError } from '@lumen/domain';
import type { Basket, CarrierKey, CountryCode, PaymentMethodKey, RpcResponse } from '@lumen/domain';
import { basketTotals } from '../basket/basket-page-model.ts';
import type { BasketTotals } from '../basket/basket-page-model.ts';

type CheckoutOptions = RpcResponse<'getCheckoutOptions'>;

/** What the shopper chose so far; a method not (yet) chosen is undefined. */
export interface CheckoutChoice {
  deliveryMethod: CarrierKey | undefined;
  paymentMethod: PaymentMethodKey | undefined;
}

/** The basket's totals with the chosen carrier's price and the chosen payment method's fee (§9). */
export interface CheckoutTotals extends BasketTotals {
  paymentFee: number;
}

/**
 * What the order will cost, from the backend's numbers only: the basket's cost, the delivery price
 * and the payment fee as getCheckoutOptions priced them for this basket.
 */
export function checkoutTotals(
  basket: Basket,
  options: CheckoutOptions,
  choice: CheckoutChoice,
  country: CountryCode,
): CheckoutTotals {
  const delivery = options.deliveryMethods.find((method) => method.key === choice.deliveryMethod);
  const payment = options.paymentMethods.find((method) => method.key === choice.paymentMethod);
  const totals = basketTotals(basket, delivery?.price.withTax ?? null, country);
  const paymentFee = payment?.fee.withTax ?? 0;
  return { ...totals, paymentFee, total: totals.total + paymentFee };
}

/** The carrier a checkout starts with: the cheapest of the market's (the first of equals). */
export function defaultDeliveryMethod(options: CheckoutOptions): CarrierKey | undefined {
  const cheapest = options.deliveryMethods.reduce<CheckoutOptions['deliveryMethods'][number] | undefined>(
    (best, method) => (best === undefined || method.price.withTax < best.price.withTax ? method : best),
    undefined,
  );
  return cheapest?.key;
}

// What the shopper saw of each line: which piece, how many, at what price, and whether it can be had.
const lineSignature = (basket: Basket) =>
  basket.items.map((item) => [item.key, item.quantity, item.price.total.withTax, item.status].join(':'));

/**
 * Whether the basket changed between what the review showed and what the order would be placed
 * from (a price, a quantity, an item's availability, another tab's change): the order is then not
 * placed, and the shopper sees the new basket first.
 */
export function basketChangedSince(shown: Basket, current: Basket): boolean {
  if (shown.cost.withTax !== current.cost.withTax) return true;
  const before = lineSignature(shown);
  const after = lineSignature(current);
  return before.length !== after.length || before.some((line, index) => line !== after[index]);
}

/** Why placing the order failed, as the checkout tells it. */
export type PlaceOrderFailure =
  /** 412 or 409: the basket is empty, an item ran out, or it changed while the order was placed. */
  | { kind: 'basketChanged' }
  /** 401: the session ended (signed out in another tab, expired). */
  | { kind: 'signedOut' }
  /** 422 with the carrier or payment method refused: the options changed; read them again. */
  | { kind: 'optionsChanged' }
  /** The network or the server: nothing was ordered twice (the idempotency key), so try again. */
  | { kind: 'failed' }
  /** A guest ordering on the saving subscription: it lives in a customer account. */
  | { kind: 'needsAccount' };

export function placeOrderFailureOf(error: unknown): PlaceOrderFailure {
  if (!(error instanceof RpcError)) return { kind: 'failed' };
  switch (error.status) {
    case 401:
      return { kind: 'signedOut' };
    case 409:
      return { kind: 'basketChanged' };
    case 412:
      return error.details.some((detail) => detail.field === 'customer')
        ? { kind: 'needsAccount' }
        : { kind: 'basketChanged' };
    case 400:
    case 422:
      return error.details.some(
        (detail) => detail.field === 'payload.deliveryMethod' || detail.field === 'payload.paymentMethod',
      )
        ? { kind: 'optionsChanged' }
        : { kind: 'failed' };
    default:
      return { kind: 'failed' };
  }
}

/**
 * A random UUID v4 for placeOrder's idempotency key. `crypto.randomUUID` exists only in secure
 * contexts (https, localhost); a shop served over plain http elsewhere (a staging host) still
 * has `getRandomValues`, from which the same kind of key is made.
 */
export function newIdempotencyKey(
  source: {
    randomUUID?: () => string;
    getRandomValues: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array;
  } = crypto,
): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
