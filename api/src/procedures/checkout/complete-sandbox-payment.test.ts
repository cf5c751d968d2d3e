import type { PaymentMethodKey, ShopCode } from '@lumen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCommerceProcedures } from '../commerce-procedures.fixtures.ts';
import type { CommerceProcedures, Visitor } from '../commerce-procedures.fixtures.ts';
import {
  basketLinesOf,
  fillBasket,
  guestVisitor,
  orderPayload,
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

/** The cbd token of a redirect to the sandbox page, as that page reads it from its address. */
function sandboxToken(next: { type: string; url?: string }): string {
  expect(next.type).toBe('redirect');
  const url = new URL(next.url!, 'http://de-de.localhost:3000');
  expect(url.pathname).toBe('/checkout/payment-sandbox/');
  return url.searchParams.get('cbd')!;
}

describe('completeSandboxPayment: the sandbox provider’s outcomes (issue 5)', () => {
  it('success pays the order: getOrderDataByCbd shows it paid and confirmed', async () => {
    const { visitor, placed } = await placedOrder();
    const cbdToken = sandboxToken(placed.next);
    expect(await visitor.call('completeSandboxPayment', { cbdToken, outcome: 'success' })).toEqual({
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
      const { visitor, variant, stockBefore, placed } = await placedOrder();
      expect(await stockOf(procedures.db, variant.id)).toBe(stockBefore - 2);
      expect(await visitor.call('completeSandboxPayment', { cbdToken: placed.cbdToken, outcome })).toEqual({
        status,
      });
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
    const { visitor, payload, placed } = await placedOrder();
    await visitor.call('completeSandboxPayment', { cbdToken: placed.cbdToken, outcome: 'failure' });
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

  it('answers the same outcome twice alike and refuses another outcome for a settled payment (409)', async () => {
    const { visitor, placed } = await placedOrder();
    const cbdToken = placed.cbdToken;
    await visitor.call('completeSandboxPayment', { cbdToken, outcome: 'success' });
    expect(await visitor.call('completeSandboxPayment', { cbdToken, outcome: 'success' })).toEqual({
      status: 'paid',
    });
    for (const outcome of ['failure', 'cancel'] as const) {
      const failure = await visitor.fail('completeSandboxPayment', { cbdToken, outcome });
      expect(failure).toMatchObject({
        status: 409,
        error: { code: 'CONFLICT', message: 'The payment of this order is already paid' },
      });
    }
    expect((await visitor.call('getOrderDataByCbd', { cbdToken })).paymentStatus).toBe('paid');
  });

  it('refuses an order paid by invoice: it does not go through the sandbox (409)', async () => {
    const { visitor, placed } = await placedOrder('ratepay_invoice');
    expect(placed.next).toEqual({ type: 'confirmed' });
    const failure = await visitor.fail('completeSandboxPayment', {
      cbdToken: placed.cbdToken,
      outcome: 'success',
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

  it.each([
    ['an unknown token', { cbdToken: 'x'.repeat(32), outcome: 'success' }, 404, undefined],
    ['a malformed token', { cbdToken: 'short', outcome: 'success' }, 400, 'payload.cbdToken'],
    [
      'an outcome the sandbox has not',
      { cbdToken: 'x'.repeat(32), outcome: 'refund' },
      400,
      'payload.outcome',
    ],
    [
      'card data, which the shop never takes',
      { cbdToken: 'x'.repeat(32), outcome: 'success', cardNumber: '4111111111111111' },
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

describe('getOrderDataByCbd (§7)', () => {
  it('answers whoever holds the token, without a session', async () => {
    const { placed } = await placedOrder();
    const stranger = procedures.visitor('de-de');
    const data = await stranger.call('getOrderDataByCbd', { cbdToken: placed.cbdToken });
    expect(data.order.id).toBe(placed.orderId);
    expect(stranger.sessionId).toBeUndefined();
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

describe('the whole checkout through the RPC calls alone (issue 5 done when)', () => {
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
    const cbdToken = sandboxToken(placed.next);
    expect(await visitor.call('completeSandboxPayment', { cbdToken, outcome: 'success' })).toEqual({
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
