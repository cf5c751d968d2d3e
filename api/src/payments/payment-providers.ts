import { paysOnDelivery } from '@lumen/domain';
import type { PaymentMethodKey } from '@lumen/domain';
import { payLaterPaymentProvider } from './pay-later-payment-provider.ts';
import type { PaymentProvider, RedirectPaymentProvider } from './payment-provider.ts';
import { sandboxPaymentProvider } from './sandbox-payment-provider.ts';

/**
 * THE place that decides which provider takes the money of every method paid at checkout (PayPal,
 * Klarna, cards, BLIK, Twint...). The sandbox, until a contract with a real provider exists: put
 * that provider's RedirectPaymentProvider here and nowhere else. The sandbox's own call
 * (completeSandboxPayment) then refuses every order.
 */
const checkoutPaymentProvider: RedirectPaymentProvider = sandboxPaymentProvider;

/** The provider of a payment method: methods paid later need none at checkout. */
export function paymentProviderFor(method: PaymentMethodKey): PaymentProvider {
  return paysOnDelivery(method) ? payLaterPaymentProvider : checkoutPaymentProvider;
}
