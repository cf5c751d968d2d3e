import { paymentMethodKeys, paysOnDelivery } from '@lumen/domain';
import type { PaymentMethodKey } from '@lumen/domain';
import { payLaterPaymentProvider } from './pay-later-payment-provider.ts';
import type { PaymentProvider, RedirectPaymentProvider } from './payment-provider.ts';
import { paymentSteps } from './payment-steps.ts';
import { createSandboxPaymentProvider } from './sandbox-payment-provider.ts';
import type { SandboxPaymentProvider } from './sandbox-payment-provider.ts';

/**
 * The providers PAYMENT_PROVIDER can name. Only the sandbox exists until a contract with a real
 * provider does: add that provider's RedirectPaymentProvider here and in `checkoutPayments`.
 */
const paymentProviderNames = ['sandbox'] as const;
type PaymentProviderName = (typeof paymentProviderNames)[number];

/** The methods paid at checkout, each taken by a provider; invoice and cash on delivery are paid later. */
export const checkoutPaidMethods: readonly PaymentMethodKey[] = paymentMethodKeys.filter(
  (method) => !paysOnDelivery(method),
);

/** Which provider takes each method paid at checkout (PAYMENT_PROVIDER); every one of them has one. */
export type PaymentProviderChoice = Readonly<Partial<Record<PaymentMethodKey, PaymentProviderName>>>;

const choiceOfAll = (provider: PaymentProviderName): PaymentProviderChoice =>
  Object.fromEntries(checkoutPaidMethods.map((method) => [method, provider]));

/** PAYMENT_PROVIDER unset: the sandbox takes every method paid at checkout. */
export const defaultPaymentProviderChoice: PaymentProviderChoice = choiceOfAll('sandbox');

export type ParsedPaymentProviderChoice =
  { ok: true; choice: PaymentProviderChoice } | { ok: false; problems: string[] };

const isProviderName = (name: string): name is PaymentProviderName =>
  (paymentProviderNames as readonly string[]).includes(name);

const isCheckoutPaidMethod = (key: string): key is PaymentMethodKey =>
  (checkoutPaidMethods as readonly string[]).includes(key);

const providerProblem = (name: string) =>
  `${name || '(nothing)'} is no payment provider (the providers are ${paymentProviderNames.join(', ')})`;

function methodProblem(key: string): string {
  return (paymentMethodKeys as readonly string[]).includes(key)
    ? `${key} is paid later (invoice or on delivery) and takes no payment provider`
    : `${key} is no payment method paid at checkout (they are ${checkoutPaidMethods.join(', ')})`;
}

/**
 * Reads PAYMENT_PROVIDER: a comma list of a provider for every method paid at checkout (`sandbox`)
 * and of `method=provider` pairs for single methods (`sandbox,paypal_instant=sandbox`). Without the
 * first kind every such method must be named. Every problem is named, none is guessed around.
 */
export function parsePaymentProviderChoice(value: string): ParsedPaymentProviderChoice {
  const problems: string[] = [];
  let fallback: PaymentProviderName | undefined;
  const chosen = new Map<PaymentMethodKey, PaymentProviderName>();
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0) problems.push('names no payment provider (e.g. sandbox)');
  for (const entry of entries) {
    const eq = entry.indexOf('=');
    const provider = (eq < 0 ? entry : entry.slice(eq + 1)).trim();
    if (!isProviderName(provider)) problems.push(providerProblem(provider));
    if (eq < 0) {
      if (fallback !== undefined) problems.push(`names a provider for every method twice (${entry})`);
      if (isProviderName(provider)) fallback = provider;
      continue;
    }
    const method = entry.slice(0, eq).trim();
    if (!isCheckoutPaidMethod(method)) problems.push(methodProblem(method));
    else if (chosen.has(method)) problems.push(`names ${method} twice`);
    else if (isProviderName(provider)) chosen.set(method, provider);
  }
  if (problems.length > 0) return { ok: false, problems };
  const missing = checkoutPaidMethods.filter((method) => !chosen.has(method));
  if (fallback === undefined && missing.length > 0) {
    return {
      ok: false,
      problems: [
        `names no provider for ${missing.join(', ')}: name one for each, or one for every method (e.g. sandbox)`,
      ],
    };
  }
  return {
    ok: true,
    choice: Object.fromEntries(checkoutPaidMethods.map((method) => [method, chosen.get(method) ?? fallback])),
  };
}

/** Whether the sandbox takes any method: it moves no money, so a production start needs consent. */
export function usesSandbox(choice: PaymentProviderChoice): boolean {
  return Object.values(choice).includes('sandbox');
}

/** The payment providers of a running api, as PAYMENT_PROVIDER chose them (RpcContext.payments). */
export interface CheckoutPayments {
  /** The provider of a payment method: PAYMENT_PROVIDER's for those paid at checkout, none needed for those paid later. */
  providerFor(method: PaymentMethodKey): PaymentProvider;
  /** The sandbox provider when it takes `method`; undefined when another does. */
  sandboxFor(method: PaymentMethodKey): SandboxPaymentProvider | undefined;
}

declare module '../rpc/define-procedure.ts' {
  interface RpcServices {
    /** The payment provider of each method, as PAYMENT_PROVIDER chose them. */
    payments: CheckoutPayments;
  }
}

/**
 * THE place that decides which provider takes the money of every method paid at checkout.
 * `stepSecret` signs the steps of redirect payments (PAYMENT_STEP_SECRET, or one made at start).
 */
export function checkoutPayments(settings: {
  choice: PaymentProviderChoice;
  stepSecret: string | Uint8Array;
}): CheckoutPayments {
  const sandbox = createSandboxPaymentProvider(paymentSteps(settings.stepSecret));
  const providers: Record<PaymentProviderName, RedirectPaymentProvider> = { sandbox };
  const providerFor = (method: PaymentMethodKey): PaymentProvider => {
    if (paysOnDelivery(method)) return payLaterPaymentProvider;
    const name = settings.choice[method];
    // The configuration names a provider for every method paid at checkout: a gap is a broken boot.
    if (name === undefined) throw new Error(`No payment provider takes ${method}`);
    return providers[name];
  };
  return {
    providerFor,
    sandboxFor: (method) => (providerFor(method) === sandbox ? sandbox : undefined),
  };
}
