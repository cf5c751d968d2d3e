import type { PaymentSteps } from './payment-steps.ts';
import type {
  PaymentOrder,
  PaymentOutcome,
  RedirectPaymentProvider,
  SettledPaymentStatus,
} from './payment-provider.ts';

/** The storefront's page of the sandbox provider, where the shopper picks an outcome. */
const sandboxPaymentPath = '/checkout/payment-sandbox/';

const settledBy: Record<PaymentOutcome, SettledPaymentStatus> = {
  success: 'paid',
  failure: 'failed',
  cancel: 'cancelled',
};

/** The sandbox provider: a redirect provider whose page comes back with the step it was given. */
export interface SandboxPaymentProvider extends RedirectPaymentProvider {
  readonly name: 'sandbox';
  /** Whether `step` is the one `start` gave this order's placing session. */
  checkStep(order: PaymentOrder, step: string): boolean;
}

/**
 * The built-in SANDBOX payment provider: no money moves. The shopper is sent to the shop's own
 * sandbox page with the order's token and a signed step bound to the placing session, and comes
 * back with success, failure or cancel, which it believes as reported once the step checks out. It
 * must not take real orders: PAYMENT_PROVIDER chooses it, and with NODE_ENV=production only
 * ALLOW_SANDBOX_PAYMENTS lets it start (config.ts).
 */
export function createSandboxPaymentProvider(steps: PaymentSteps): SandboxPaymentProvider {
  const bindingOf = (order: PaymentOrder) => ({ cbdToken: order.cbdToken, sessionHash: order.sessionHash });
  return {
    name: 'sandbox',
    start(order) {
      const query = new URLSearchParams({ cbd: order.cbdToken, step: steps.sign(bindingOf(order)) });
      return Promise.resolve({ type: 'redirect', url: `${sandboxPaymentPath}?${query.toString()}` });
    },
    checkStep: (order, step) => steps.verify(bindingOf(order), step),
    complete(_order, reported) {
      return Promise.resolve(settledBy[reported]);
    },
  };
}
