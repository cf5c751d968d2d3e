import type { PaymentProvider } from './payment-provider.ts';

/**
 * Invoice (accounting, Ratepay invoice) and cash on delivery: nothing is collected at checkout, so
 * the order is confirmed at once and the payment stays deferred until the money arrives.
 */
export const payLaterPaymentProvider: PaymentProvider = {
  name: 'pay_later',
  start() {
    return Promise.resolve({ type: 'confirmed' });
  },
};
