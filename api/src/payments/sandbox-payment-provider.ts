import type { PaymentOutcome, RedirectPaymentProvider, SettledPaymentStatus } from './payment-provider.ts';

/** The storefront's page of the sandbox provider, where the shopper picks an outcome. */
const sandboxPaymentPath = '/checkout/payment-sandbox/';

const settledBy: Record<PaymentOutcome, SettledPaymentStatus> = {
  success: 'paid',
  failure: 'failed',
  cancel: 'cancelled',
};

/**
 * The built-in SANDBOX payment provider: no money moves. The shopper is sent to the shop's own
 * sandbox page and comes back with success, failure or cancel, which it believes as reported. It
 * stands in for every method paid at checkout until a real provider replaces it in
 * payment-providers.ts; it must not take real orders.
 */
export const sandboxPaymentProvider: RedirectPaymentProvider = {
  name: 'sandbox',
  start(order) {
    const query = new URLSearchParams({ cbd: order.cbdToken });
    return Promise.resolve({ type: 'redirect', url: `${sandboxPaymentPath}?${query.toString()}` });
  },
  complete(_order, reported) {
    return Promise.resolve(settledBy[reported]);
  },
};
