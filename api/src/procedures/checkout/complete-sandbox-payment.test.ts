import type { PaymentMethodKey, ShopCode } from '@lumen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentSteps } from '../../payments/payment-steps.ts';
import { tokenHash } from '../../sessions/session-store.ts';
import { startCommerceProcedures } from '../commerce-procedures.fixtures.ts';
import type { CommerceProcedures, Visitor } from '../commerce-procedures.fixtures.ts';
import {
  addresses,
  basketLinesOf,
  fillBasket,
  guestVisitor,
  orderPayload,
  sandboxStep,
  stockOf,
  variantSupply,
} from './checkout-test-setup.fixtures.ts';

let procedures: CommerceProcedures;
let nextVariant: ReturnType<typeof variantSupply>;

beforeAll(async () => {
  procedures = await startCommerceProcedures({ database: true });
  nextVariant = variantSupply(procedures);
});

afterAll(async () => {
  await procedures?.close();
});

/** A guest's order of two pieces of one variant, paid with `method` (PayPal: through the sandbox). */
async function placedOrder(method: PaymentMethodKey = 'paypal_instant', shopCode: ShopCode = 'de-de') {
  const visitor = await guestVisitor(procedures, shopCode);
  const variant = nextVariant(visitor.shop);
  await fillBasket(procedures, visitor, [{ variantId: variant.id, quantity: 2 }]);
  const stockBefore = await stockOf(procedures.db, variant.id);
  const payload = orderPayload(visitor.shop, { paymentMethod: method });
  const placed = await visitor.call('placeOrder', payload);
  return { visitor, variant, stockBefore, payload, placed };
}

/** An order through the sandbox with the token and step of its payment page's address. */
async function sandboxOrder() {
  const placedOne = await placedOrder();
  return { ...placedOne, ...sandboxStep(placedOne.placed.next) };
}

/** How often the sandbox settled the order (its log line). */
const completions = (orderId: number) =>
  procedures.logs.filter((line) => line['msg'] === 'sandbox payment completed' && line['orderId'] === orderId)
    .length;

describe('completeSandboxPayment: the sandbox provider’s outcomes', () => {
  it('success pays the order: getOrderDataByCbd shows it paid and confirmed', async () => {
    const { visitor, placed, cbdToken, step } = await sandboxOrder();
    expect(await visitor.call('completeSandboxPayment', { cbdToken, outcome: 'success', step })).toEqual({
      status: 'paid',
    });
    const data = await visitor.call('getOrderDataByCbd', { cbdToken });
    expect(data.paymentStatus).toBe('paid');
    expect(data.order.confirmedAt).not.toBeNull();
    expect(data.order.items.every((item) => item.status === 'available')).toBe(true);
    expect(procedures.logs).toContainEqual(
      expect.objectContaining({
        rpc: 'completeSandboxPayment',
        msg: 'sandbox payment completed',
        paymentProvider: 'sandbox',
        orderId: placed.orderId,
      }),
    );
  });

  it.each([
    ['failure', 'failed'],
    ['cancel', 'cancelled'],
  ] as const)(
    '%s cancels the order, gives its stock back and puts its items back into the basket',
    async (outcome, status) => {
      const { visitor, variant, stockBefore, placed, step } = await sandboxOrder();
      expect(await stockOf(procedures.db, variant.id)).toBe(stockBefore - 2);
      expect(
        await visitor.call('completeSandboxPayment', { cbdToken: placed.cbdToken, outcome, step }),
      ).toEqual({ status });
      const data = await visitor.call('getOrderDataByCbd', { cbdToken: placed.cbdToken });
      expect(data.paymentStatus).toBe(status);
      expect(data.order.confirmedAt).toBeNull();
      expect(data.order.items.map((item) => item.status)).toEqual(['cancelled', 'cancelled']);
      expect(data.order.packages.map((pkg) => pkg.deliveryStatus)).toEqual(['cancelled']);
      expect(await stockOf(procedures.db, variant.id)).toBe(stockBefore);
      expect(await basketLinesOf(procedures, visitor)).toEqual([{ variantId: variant.id, quantity: 2 }]);
    },
  );

  it('lets the shopper place the order again with another method after a failed payment', async () => {
    const { visitor, payload, placed, step } = await sandboxOrder();
    await visitor.call('completeSandboxPayment', { cbdToken: placed.cbdToken, outcome: 'failure', step });
    const replay = await visitor.fail('placeOrder', payload);
    expect(replay).toMatchObject({ status: 409, error: { code: 'CONFLICT' } });
    const again = await visitor.call(
      'placeOrder',
      orderPayload(visitor.shop, { paymentMethod: 'ratepay_invoice' }),
    );
    expect(again.next).toEqual({ type: 'confirmed' });
    expect(again.orderId).not.toBe(placed.orderId);
    expect(await basketLinesOf(procedures, visitor)).toEqual([]);
  });

  it('uses the step once; the same outcome again answers the same, another is refused (409)', async () => {
    const { visitor, placed, cbdToken, step } = await sandboxOrder();
    await visitor.call('completeSandboxPayment', { cbdToken, outcome: 'success', step });
    expect(await visitor.call('completeSandboxPayment', { cbdToken, outcome: 'success', step })).toEqual({
      status: 'paid',
    });
    for (const outcome of ['failure', 'cancel'] as const) {
      const failure = await visitor.fail('completeSandboxPayment', { cbdToken, outcome, step });
      expect(failure).toMatchObject({
        status: 409,
        error: {
          code: 'CONFLICT',
          details: [{ field: 'payload.step', message: expect.any(String) as string }],
        },
      });
    }
    expect((await visitor.call('getOrderDataByCbd', { cbdToken })).paymentStatus).toBe('paid');
    // Settled once: the repeats changed nothing and asked the backend nothing.
    expect(completions(placed.orderId)).toBe(1);
  });

  it('placing the order again (same key) leads to the same page; its step is used up all the same', async () => {
    const { visitor, payload, cbdToken, step } = await sandboxOrder();
    const again = await visitor.call('placeOrder', payload);
    expect(sandboxStep(again.next)).toEqual({ cbdToken, step });
    await visitor.call('completeSandboxPayment', { cbdToken, outcome: 'cancel', step });
    const failure = await visitor.fail('completeSandboxPayment', { cbdToken, outcome: 'success', step });
    expect(failure).toMatchObject({ status: 409, error: { code: 'CONFLICT' } });
    expect((await visitor.call('getOrderDataByCbd', { cbdToken })).paymentStatus).toBe('cancelled');
  });

  it('refuses an order paid by invoice: it does not go through the sandbox (409)', async () => {
    const { visitor, placed } = await placedOrder('ratepay_invoice');
    expect(placed.next).toEqual({ type: 'confirmed' });
    const failure = await visitor.fail('completeSandboxPayment', {
      cbdToken: placed.cbdToken,
      outcome: 'success',
      step: 's'.repeat(43),
    });
    expect(failure).toMatchObject({
      status: 409,
      error: {
        code: 'CONFLICT',
        details: [{ field: 'payload.cbdToken', message: expect.any(String) as string }],
      },
    });
    expect((await visitor.call('getOrderDataByCbd', { cbdToken: placed.cbdToken })).paymentStatus).toBe(
      'deferred',
    );
  });

  const step = 's'.repeat(43);
  it.each([
    ['an unknown token', { cbdToken: 'x'.repeat(32), outcome: 'success', step }, 404, undefined],
    ['a malformed token', { cbdToken: 'short', outcome: 'success', step }, 400, 'payload.cbdToken'],
    [
      'an outcome the sandbox has not',
      { cbdToken: 'x'.repeat(32), outcome: 'refund', step },
      400,
      'payload.outcome',
    ],
    ['no step', { cbdToken: 'x'.repeat(32), outcome: 'success' }, 400, 'payload.step'],
    [
      'a malformed step',
      { cbdToken: 'x'.repeat(32), outcome: 'success', step: 'a step' },
      400,
      'payload.step',
    ],
    [
      'card data, which the shop never takes',
      { cbdToken: 'x'.repeat(32), outcome: 'success', step, cardNumber: '4111111111111111' },
      400,
      'payload.cardNumber',
    ],
  ])('refuses %s', async (_case, payload, status, field) => {
    const failure = await procedures.visitor('de-de').fail('completeSandboxPayment', payload);
    expect(failure.status).toBe(status);
    if (field) expect(failure.error.details?.map((detail) => detail.field)).toEqual([field]);
    else expect(failure.error).toMatchObject({ code: 'NOT_FOUND', message: 'Order not found' });
  });
});

describe('completeSandboxPayment: only the session that placed the order, with its step', () => {
  it.each([
    ['a visitor without a session', () => Promise.resolve(procedures.visitor('de-de'))],
    ['another guest’s session', () => guestVisitor(procedures)],
  ])(
    '%s holding the token and the step cannot complete the payment (403); it stays pending',
    async (_case, make) => {
      const { visitor, placed, cbdToken, step } = await sandboxOrder();
      const stranger = await make();
      for (const outcome of ['success', 'failure', 'cancel'] as const) {
        const failure = await stranger.fail('completeSandboxPayment', { cbdToken, outcome, step });
        expect(failure).toMatchObject({
          status: 403,
          error: {
            code: 'FORBIDDEN',
            details: [{ field: 'payload.step', message: expect.any(String) as string }],
          },
        });
      }
      expect((await visitor.call('getOrderDataByCbd', { cbdToken })).paymentStatus).toBe('pending');
      expect(completions(placed.orderId)).toBe(0);
      // The placer still can, and the refusals did not use the step up.
      expect(await visitor.call('completeSandboxPayment', { cbdToken, outcome: 'success', step })).toEqual({
        status: 'paid',
      });
    },
  );

  it('another session refused does not learn the stranger’s own step: a step signed for it is refused too', async () => {
    const { visitor, cbdToken } = await sandboxOrder();
    const stranger = await guestVisitor(procedures);
    // What a holder of the secret could sign for the stranger's session: still not the placer's.
    const forged = paymentSteps('not the api’s secret, thirty-two chars').sign({
      cbdToken,
      sessionHash: tokenHash(stranger.sessionId!),
    });
    const failure = await stranger.fail('completeSandboxPayment', {
      cbdToken,
      outcome: 'success',
      step: forged,
    });
    expect(failure.status).toBe(403);
    expect((await visitor.call('getOrderDataByCbd', { cbdToken })).paymentStatus).toBe('pending');
  });

  it.each([
    [
      'one character changed',
      (step: string) => `${step.slice(0, 10)}${step[10] === 'A' ? 'B' : 'A'}${step.slice(11)}`,
    ],
    ['cut short', (step: string) => step.slice(0, 42)],
    ['longer', (step: string) => `${step}A`],
    [
      'signed with another secret',
      (_step: string, binding: { cbdToken: string; sessionHash: string }) =>
        paymentSteps('a secret that is not the api’s own one').sign(binding),
    ],
  ])('the placing session’s step %s is refused (403); the order stays pending', async (_case, alter) => {
    const { visitor, placed, cbdToken, step } = await sandboxOrder();
    const altered = alter(step, { cbdToken, sessionHash: tokenHash(visitor.sessionId!) });
    expect(altered).not.toBe(step);
    const failure = await visitor.fail('completeSandboxPayment', {
      cbdToken,
      outcome: 'success',
      step: altered,
    });
    expect(failure).toMatchObject({ status: 403, error: { code: 'FORBIDDEN' } });
    expect((await visitor.call('getOrderDataByCbd', { cbdToken })).paymentStatus).toBe('pending');
    expect(completions(placed.orderId)).toBe(0);
  });

  it('the step of one order does not complete another order of the same session', async () => {
    const first = await sandboxOrder();
    const { visitor } = first;
    const variant = nextVariant(visitor.shop);
    await fillBasket(procedures, visitor, [{ variantId: variant.id, quantity: 1 }]);
    const second = sandboxStep(
      (await visitor.call('placeOrder', orderPayload(visitor.shop, { paymentMethod: 'paypal_instant' })))
        .next,
    );
    const failure = await visitor.fail('completeSandboxPayment', {
      cbdToken: second.cbdToken,
      outcome: 'success',
      step: first.step,
    });
    expect(failure.status).toBe(403);
    expect(await visitor.call('completeSandboxPayment', { ...second, outcome: 'success' })).toEqual({
      status: 'paid',
    });
  });

  it('a session that signed out and so ended cannot complete the payment any more', async () => {
    const { visitor, cbdToken, step } = await sandboxOrder();
    await visitor.call('signOut', {});
    const failure = await visitor.fail('completeSandboxPayment', { cbdToken, outcome: 'success', step });
    expect(failure.status).toBe(403);
  });
});

describe('getOrderDataByCbd (§7)', () => {
  it('answers whoever holds the token, without a session, but without personal data', async () => {
    const { placed } = await placedOrder();
    const stranger = procedures.visitor('de-de');
    const data = await stranger.call('getOrderDataByCbd', { cbdToken: placed.cbdToken });
    expect(data.order.id).toBe(placed.orderId);
    expect(data.paymentStatus).toBe('pending');
    expect(data.customer).toBeUndefined();
    expect(stranger.sessionId).toBeUndefined();
  });

  it('shows name, email and addresses only to the session that placed the order', async () => {
    const visitor = await guestVisitor(procedures);
    const variant = nextVariant(visitor.shop);
    const prescriptionValues = { left: { sphere: -1.5 }, right: { sphere: -1.25 } };
    await fillBasket(procedures, visitor, [
      { variantId: variant.id, quantity: 1, customData: { origin: 'pdp', prescriptionValues } },
    ]);
    const shippingAddress = { ...addresses['de-de'], street: 'Jungfernstieg', zipCode: '20354' };
    const placed = await visitor.call(
      'placeOrder',
      orderPayload(visitor.shop, { paymentMethod: 'ratepay_invoice', shippingAddress }),
    );
    const own = await visitor.call('getOrderDataByCbd', { cbdToken: placed.cbdToken });
    expect(own.customer).toMatchObject({
      firstName: 'Anna',
      lastName: 'Schmidt',
      email: expect.stringMatching(/^guest-.*@example\.com$/) as string,
      address: { billing: { street: 'Hauptstraße' }, shipping: { street: 'Jungfernstieg' } },
    });
    expect(own.order.items[0]?.customData).toMatchObject({ origin: 'pdp', prescriptionValues });

    const text = (value: unknown) => JSON.stringify(value);
    for (const stranger of [procedures.visitor('de-de'), await guestVisitor(procedures)]) {
      const seen = await stranger.call('getOrderDataByCbd', { cbdToken: placed.cbdToken });
      expect(seen).toEqual({
        ...own,
        customer: undefined,
        order: { ...own.order, items: [{ ...own.order.items[0], customData: { origin: 'pdp' } }] },
      });
      for (const personal of [
        'Anna',
        'Schmidt',
        'Hauptstraße',
        'Jungfernstieg',
        '20354',
        '@example.com',
        'sphere',
      ]) {
        expect(text(seen)).not.toContain(personal);
      }
    }
  });

  it('a signed-in customer placing the order sees the data; the same customer in another session does not', async () => {
    const visitor = await guestVisitor(procedures);
    const variant = nextVariant(visitor.shop);
    await fillBasket(procedures, visitor, [{ variantId: variant.id, quantity: 1 }]);
    const placed = await visitor.call('placeOrder', orderPayload(visitor.shop));
    expect((await visitor.call('getOrderDataByCbd', { cbdToken: placed.cbdToken })).customer).toBeDefined();
    await visitor.call('signOut', {});
    expect((await visitor.call('getOrderDataByCbd', { cbdToken: placed.cbdToken })).customer).toBeUndefined();
  });

  it.each([
    ['an unknown token', () => Promise.resolve({ code: 'de-de' as const, cbdToken: 'y'.repeat(40) })],
    [
      'a token of another shop',
      async () => ({ code: 'de-at' as const, cbdToken: (await placedOrder()).placed.cbdToken }),
    ],
  ])('answers %s with 404 NOT_FOUND', async (_case, make) => {
    const { code, cbdToken } = await make();
    const failure = await procedures.visitor(code).fail('getOrderDataByCbd', { cbdToken });
    expect(failure).toMatchObject({ status: 404, error: { code: 'NOT_FOUND', message: 'Order not found' } });
  });

  it.each([
    [{ cbdToken: 'short' }, 'payload.cbdToken'],
    [{ cbdToken: 'x'.repeat(32), orderId: 1 }, 'payload.orderId'],
  ])('refuses %j: 400 naming %s', async (payload, field) => {
    const failure = await procedures.visitor('de-de').fail('getOrderDataByCbd', payload);
    expect(failure.status).toBe(400);
    expect(failure.error.details?.map((detail) => detail.field)).toEqual([field]);
  });
});

describe('the whole checkout through the RPC calls alone', () => {
  it('anonymous basket → guest → options → order → sandbox success → success page data', async () => {
    const visitor: Visitor = procedures.visitor('de-at');
    const before = await visitor.call('getCheckoutOptions', {});
    expect(visitor.sessionId).toBeUndefined();
    // The anonymous visitor fills a basket; as a guest at the checkout it comes along (merged).
    const variant = nextVariant(visitor.shop);
    const anonymous = await visitor.call('addItemToBasket', { variantId: variant.id, quantity: 1 });
    expect(anonymous.items.map((item) => item.variant.id)).toEqual([variant.id]);
    await visitor.call('continueAsGuest', { email: 'lukas.gruber@example.at' });
    expect(
      (await visitor.call('getBasket', {})).items.map((item) => [item.variant.id, item.quantity]),
    ).toEqual([[variant.id, 1]]);

    const options = await visitor.call('getCheckoutOptions', {});
    expect(options.deliveryMethods.map((method) => method.key)).toEqual(
      before.deliveryMethods.map((method) => method.key),
    );
    const deliveryMethod = options.deliveryMethods[0]!;
    const placed = await visitor.call(
      'placeOrder',
      orderPayload(visitor.shop, { deliveryMethod: deliveryMethod.key, paymentMethod: 'klarna_paylater' }),
    );
    const { cbdToken, step } = sandboxStep(placed.next);
    expect(await visitor.call('completeSandboxPayment', { cbdToken, outcome: 'success', step })).toEqual({
      status: 'paid',
    });

    const { order, customer, paymentStatus } = await visitor.call('getOrderDataByCbd', { cbdToken });
    const unit = procedures.expected.price(variant.id, visitor.shop)!;
    expect(paymentStatus).toBe('paid');
    expect(order).toMatchObject({
      id: placed.orderId,
      currencyCode: 'EUR',
      payment: [{ key: 'klarna_paylater' }],
      cost: { withTax: unit + deliveryMethod.price.withTax },
    });
    expect(order.packages.map((pkg) => [pkg.carrierKey, pkg.deliveryDate])).toEqual([
      [deliveryMethod.key, deliveryMethod.estimate],
    ]);
    expect(customer).toMatchObject({
      status: { isGuestCustomer: true },
      email: 'lukas.gruber@example.at',
      firstName: 'Lukas',
      lastName: 'Gruber',
      address: { billing: { city: 'Wien', countryCode: 'AUT' }, shipping: { zipCode: '1070' } },
    });
    expect((await visitor.call('getBasket', {})).items).toEqual([]);
  });
});
