import { paymentMethodKeys, rpcContract } from '@lumen/domain';
import type { PaymentMethodKey } from '@lumen/domain';
import { describe, expect, it } from 'vitest';
import type { PaymentOrder } from './payment-provider.ts';
import {
  checkoutPaidMethods,
  checkoutPayments,
  defaultPaymentProviderChoice,
  parsePaymentProviderChoice,
  usesSandbox,
} from './payment-providers.ts';
import { paymentSteps } from './payment-steps.ts';

const sessionHash = 'a'.repeat(64);

const order = (method: PaymentMethodKey): PaymentOrder => ({
  orderId: 123_456_789_012,
  cbdToken: 'Abc-123_defGHIjklMNOpqrSTUvwx',
  sessionHash,
  method,
  amount: { withTax: 12_900, currency: 'EUR' },
});

const secret = 'test-secret-of-thirty-two-characters!';
const payments = checkoutPayments({ choice: defaultPaymentProviderChoice, stepSecret: secret });
const sandbox = payments.sandboxFor('paypal_instant')!;

/** The placeOrder answer a start becomes, checked by the contract the storefront reads. */
const answerWith = (next: unknown) =>
  rpcContract.placeOrder.response.parse({ orderId: 123_456_789_012, cbdToken: order('blik').cbdToken, next });

describe('which provider takes each §9 payment method', () => {
  const paidLater: readonly PaymentMethodKey[] = ['accounting', 'ratepay_invoice', 'cash_on_delivery'];

  it.each(paymentMethodKeys.map((method) => [method, paidLater.includes(method) ? 'pay_later' : 'sandbox']))(
    '%s goes to %s',
    (method, provider) => {
      expect(payments.providerFor(method).name).toBe(provider);
    },
  );

  it.each(paidLater)('%s is confirmed at once, without a payment step', async (method) => {
    const start = await payments.providerFor(method).start(order(method));
    expect(answerWith(start).next).toEqual({ type: 'confirmed' });
    expect(payments.sandboxFor(method)).toBeUndefined();
  });
});

describe('PAYMENT_PROVIDER: a provider per method paid at checkout', () => {
  const everyMethod = (provider: string) => checkoutPaidMethods.map((method) => `${method}=${provider}`);

  it.each([
    ['sandbox', defaultPaymentProviderChoice],
    [' sandbox ,', defaultPaymentProviderChoice],
    ['sandbox,paypal_instant=sandbox', defaultPaymentProviderChoice],
    [everyMethod('sandbox').join(','), defaultPaymentProviderChoice],
  ])('%j gives every method paid at checkout a provider', (value, choice) => {
    expect(parsePaymentProviderChoice(value)).toEqual({ ok: true, choice });
  });

  it('leaves invoice and cash on delivery out: they are paid later', () => {
    expect(Object.keys(defaultPaymentProviderChoice).sort()).toEqual(
      paymentMethodKeys
        .filter((method) => !['accounting', 'ratepay_invoice', 'cash_on_delivery'].includes(method))
        .sort(),
    );
  });

  it.each([
    ['paypal', ['paypal is no payment provider (the providers are sandbox)']],
    ['sandbox,klarna_paylater=klarna', ['klarna is no payment provider (the providers are sandbox)']],
    [
      'paypal=sandbox',
      [expect.stringMatching(/^paypal is no payment method paid at checkout \(they are paypal_instant, /)],
    ],
    [
      'sandbox,cash_on_delivery=sandbox',
      ['cash_on_delivery is paid later (invoice or on delivery) and takes no payment provider'],
    ],
    ['sandbox,twint=sandbox,twint=sandbox', ['names twint twice']],
    ['sandbox,sandbox', ['names a provider for every method twice (sandbox)']],
    ['sandbox,blik=', ['(nothing) is no payment provider (the providers are sandbox)']],
    [' , ', ['names no payment provider (e.g. sandbox)']],
    [
      everyMethod('sandbox').slice(1).join(','),
      [
        `names no provider for ${checkoutPaidMethods[0]}: name one for each, or one for every method (e.g. sandbox)`,
      ],
    ],
  ])('refuses %j naming the problem', (value, problems) => {
    expect(parsePaymentProviderChoice(value)).toEqual({ ok: false, problems });
  });

  it('knows when the sandbox takes any method', () => {
    expect(usesSandbox(defaultPaymentProviderChoice)).toBe(true);
    expect(usesSandbox({})).toBe(false);
  });
});

describe('the sandbox payment provider', () => {
  it('sends the shopper to the shop’s own sandbox page with the order’s token and a signed step', async () => {
    const start = await sandbox.start(order('paypal_instant'));
    const step = paymentSteps(secret).sign({ cbdToken: order('blik').cbdToken, sessionHash });
    expect(answerWith(start).next).toEqual({
      type: 'redirect',
      url: `/checkout/payment-sandbox/?cbd=Abc-123_defGHIjklMNOpqrSTUvwx&step=${step}`,
    });
  });

  it('accepts back only the step it gave the placing session', async () => {
    const start = await sandbox.start(order('twint'));
    if (start.type !== 'redirect') throw new Error('The sandbox sends the shopper to its page');
    const step = new URL(start.url, 'http://de-de.localhost:3000').searchParams.get('step')!;
    expect(sandbox.checkStep(order('twint'), step)).toBe(true);
    expect(sandbox.checkStep({ ...order('twint'), sessionHash: 'b'.repeat(64) }, step)).toBe(false);
    expect(sandbox.checkStep({ ...order('twint'), cbdToken: 'Abc-123_defGHIjklMNOpqrSTUvwy' }, step)).toBe(
      false,
    );
    const otherSecret = checkoutPayments({ choice: defaultPaymentProviderChoice, stepSecret: `${secret}?` });
    expect(otherSecret.sandboxFor('twint')!.checkStep(order('twint'), step)).toBe(false);
  });

  it.each([
    ['success', 'paid'],
    ['failure', 'failed'],
    ['cancel', 'cancelled'],
  ] as const)('settles the outcome %s as %s', async (outcome, status) => {
    expect(await sandbox.complete(order('twint'), outcome)).toBe(status);
  });
});

describe('the signed payment step', () => {
  const steps = paymentSteps(secret);
  const binding = { cbdToken: 'Abc-123_defGHIjklMNOpqrSTUvwx', sessionHash };
  const step = steps.sign(binding);

  it('is 256 bits, base64url, the same for the same order and session', () => {
    expect(step).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(steps.sign({ ...binding })).toBe(step);
  });

  it.each([
    ['the step itself', step, true],
    ['one character changed', `${step.slice(0, -1)}${step.endsWith('A') ? 'B' : 'A'}`, false],
    ['shortened', step.slice(0, -1), false],
    ['lengthened', `${step}A`, false],
    ['empty', '', false],
    ['signed with another secret', paymentSteps(`${secret}!`).sign(binding), false],
  ])('%s → %s', (_case, given, valid) => {
    expect(steps.verify(binding, given)).toBe(valid);
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
