import { paymentMethodKeys, rpcContract } from '@lumen/domain';
import type { PaymentMethodKey } from '@lumen/domain';
import { describe, expect, it } from 'vitest';
import type { PaymentOrder } from './payment-provider.ts';
import { paymentProviderFor } from './payment-providers.ts';
import { sandboxPaymentProvider } from './sandbox-payment-provider.ts';

const order = (method: PaymentMethodKey): PaymentOrder => ({
  orderId: 123_456_789_012,
  cbdToken: 'Abc-123_defGHIjklMNOpqrSTUvwx',
  method,
  amount: { withTax: 12_900, currency: 'EUR' },
});

/** The placeOrder answer a start becomes, checked by the contract the storefront reads. */
const answerWith = (next: unknown) =>
  rpcContract.placeOrder.response.parse({ orderId: 123_456_789_012, cbdToken: order('blik').cbdToken, next });

describe('which provider takes each §9 payment method (issue 5)', () => {
  const paidLater: readonly PaymentMethodKey[] = ['accounting', 'ratepay_invoice', 'cash_on_delivery'];

  it.each(paymentMethodKeys.map((method) => [method, paidLater.includes(method) ? 'pay_later' : 'sandbox']))(
    '%s goes to %s',
    (method, provider) => {
      expect(paymentProviderFor(method).name).toBe(provider);
    },
  );

  it.each(paidLater)('%s is confirmed at once, without a payment step', async (method) => {
    const start = await paymentProviderFor(method).start(order(method));
    expect(answerWith(start).next).toEqual({ type: 'confirmed' });
  });
});

describe('the sandbox payment provider', () => {
  it('sends the shopper to the shop’s own sandbox page with the order’s token', async () => {
    const start = await sandboxPaymentProvider.start(order('paypal_instant'));
    expect(answerWith(start).next).toEqual({
      type: 'redirect',
      url: '/checkout/payment-sandbox/?cbd=Abc-123_defGHIjklMNOpqrSTUvwx',
    });
  });

  it.each([
    ['success', 'paid'],
    ['failure', 'failed'],
    ['cancel', 'cancelled'],
  ] as const)('settles the outcome %s as %s', async (outcome, status) => {
    expect(await sandboxPaymentProvider.complete(order('twint'), outcome)).toBe(status);
  });
});

describe('the redirect of placeOrder (contract)', () => {
  it.each([
    ['/checkout/payment-sandbox/?cbd=abc', true],
    ['https://www.paypal.com/checkoutnow?token=EC-1', true],
    ['//evil.example/pay', false],
    ['http://psp.example/pay', false],
    ['javascript:alert(1)', false],
  ])('%s is a place to send the shopper: %s', (url, accepted) => {
    const parsed = rpcContract.placeOrder.response.safeParse({
      orderId: 123_456_789_012,
      cbdToken: order('blik').cbdToken,
      next: { type: 'redirect', url },
    });
    expect(parsed.success).toBe(accepted);
  });
});
