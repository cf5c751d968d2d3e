import type { CurrencyCode, PaymentMethodKey } from '@lumen/domain';

/**
 * What a payment provider is told about a placed order: what to collect and how to find the order
 * again. Never card data: the shop takes none, the provider's own page does.
 */
export interface PaymentOrder {
  orderId: number;
  /** The success page's token; the provider's return leads back with it. */
  cbdToken: string;
  /**
   * The shopper's session, by its id's hash: at `start` the one placing the order, at `complete`
   * the one coming back. A provider binds its return to the session that placed the order.
   */
  sessionHash: string;
  method: PaymentMethodKey;
  amount: { withTax: number; currency: CurrencyCode };
}

/**
 * How the checkout goes on once the order is placed: confirmed (on to the success page), or the
 * shopper pays at `url`: a path of this shop, or the provider's own https page.
 */
export type PaymentStart = { type: 'confirmed' } | { type: 'redirect'; url: string };

/** What the shopper comes back with from a redirect-style payment page. */
export type PaymentOutcome = 'success' | 'failure' | 'cancel';

/** What a pending payment ends as. */
export type SettledPaymentStatus = 'paid' | 'failed' | 'cancelled';

/** A payment provider behind the checkout: one for every method paid at checkout, one for those paid later. */
export interface PaymentProvider {
  /** Named in logs, error messages and its own paths. */
  readonly name: string;
  /** Begins paying a placed order. */
  start(order: PaymentOrder): Promise<PaymentStart>;
}

/** A provider the shopper is sent to, who comes back with an outcome to settle the payment with. */
export interface RedirectPaymentProvider extends PaymentProvider {
  /**
   * The status the payment settles as when the shopper comes back with `reported`. A real provider
   * asks its own API, since a shopper's report proves nothing; believing it is what makes a sandbox.
   */
  complete(order: PaymentOrder, reported: PaymentOutcome): Promise<SettledPaymentStatus>;
}
