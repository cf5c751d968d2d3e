import { BasketSchema, CbdTokenSchema, OrderSchema, netFromGross } from '@lumen/domain';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../testing/test-database.ts';
import type { TestDatabase } from '../../testing/test-database.ts';
import {
  fixtureVariantList,
  fixtureVariants as v,
  insertFixtureVouchers,
  stockOf,
} from '../baskets/fixture-catalog.fixtures.ts';
import type { AccountCustomer } from './order-request.ts';
import { fixtureAccount, fixtureAddress, startOrderApi } from './order-test-setup.fixtures.ts';
import type { OrderApi } from './order-test-setup.fixtures.ts';

const PlacedSchema = z.object({ order: OrderSchema, cbdToken: CbdTokenSchema, paymentStatus: z.string() });
const SuccessPageSchema = z.object({ order: OrderSchema, paymentStatus: z.string() });

let database: TestDatabase;
let orders: OrderApi;
let account: AccountCustomer;

beforeAll(async () => {
  database = await openTestDatabase();
  orders = await startOrderApi(database.db, fixtureVariantList);
  await insertFixtureVouchers(database.db);
  account = fixtureAccount();
});

afterAll(async () => {
  await orders?.api.close();
  await database?.cleanup();
});

const bodyFor = (basketKey: string, paymentKey = 'paypal_instant') => ({
  basketKey,
  customer: { account },
  billingAddress: fixtureAddress,
  carrierKey: 'DHL',
  paymentKey,
});

async function place(basketKey: string, paymentKey?: string) {
  const response = await orders.place(bodyFor(basketKey, paymentKey));
  expect(response.status).toBe(201);
  return PlacedSchema.parse(response.body);
}

const settle = (cbdToken: string, body: unknown) =>
  orders.api.request('POST', `/orders/cbd/${cbdToken}/payment`, { body });

async function successPage(cbdToken: string) {
  return SuccessPageSchema.parse((await orders.api.request('GET', `/orders/cbd/${cbdToken}`)).body);
}

async function basketOf(key: string) {
  return BasketSchema.parse((await orders.api.request('GET', `/baskets/${key}`)).body);
}

describe('POST orders records where the payment stands', () => {
  it.each([
    ['paypal_instant', 'pending', null],
    ['ratepay_invoice', 'deferred', '2025-06-02T10:00:00.000Z'],
  ])('%s starts %s', async (paymentKey, status, confirmedAt) => {
    const placed = await place(
      await orders.basketWith([{ variantId: v.giftCase.id, quantity: 1 }]),
      paymentKey,
    );
    expect(placed.paymentStatus).toBe(status);
    expect(placed.order.confirmedAt).toBe(confirmedAt);
    expect(await successPage(placed.cbdToken)).toMatchObject({ paymentStatus: status });
  });

  it('charges cash on delivery’s collection fee as a payment fee (§3 applied fees)', async () => {
    const key = await orders.basketWith([{ variantId: v.frame.id, quantity: 1 }], 1008);
    const response = await orders.api.request('POST', '/orders', {
      body: {
        basketKey: key,
        customer: { guest: { email: 'zofia@example.pl', firstName: 'Zofia', lastName: 'Kowalska' } },
        billingAddress: { ...fixtureAddress, zipCode: '00-624', city: 'Warszawa' },
        carrierKey: 'INPOST_PL',
        paymentKey: 'cash_on_delivery',
      },
      headers: { 'Idempotency-Key': `cod-${key}` },
      shopId: 1008,
    });
    const { order, paymentStatus } = PlacedSchema.parse(response.body);
    expect(paymentStatus).toBe('deferred');
    expect(order.cost.withTax).toBe(12900 + 1499 + 900);
    expect(order.cost.appliedFees).toEqual([
      {
        category: 'delivery',
        key: 'INPOST_PL',
        amount: { withTax: 1499, withoutTax: netFromGross(1499, 0.23) },
      },
      {
        category: 'payment',
        key: 'cash_on_delivery',
        amount: { withTax: 900, withoutTax: netFromGross(900, 0.23) },
      },
    ]);
  });
});

describe('POST orders/cbd/{token}/payment settles a pending payment once', () => {
  it('paid confirms the order; the same outcome again answers the same; another is 409', async () => {
    const placed = await place(await orders.basketWith([{ variantId: v.giftCase.id, quantity: 1 }]));
    expect(await settle(placed.cbdToken, { status: 'paid' })).toMatchObject({
      status: 200,
      body: { paymentStatus: 'paid' },
    });
    expect(await settle(placed.cbdToken, { status: 'paid' })).toMatchObject({
      status: 200,
      body: { paymentStatus: 'paid' },
    });
    const page = await successPage(placed.cbdToken);
    expect(page.paymentStatus).toBe('paid');
    expect(page.order.confirmedAt).toBe('2025-06-02T10:00:00.000Z');
    for (const status of ['failed', 'cancelled']) {
      expect(await settle(placed.cbdToken, { status })).toMatchObject({
        status: 409,
        body: { message: 'The payment of this order is already paid' },
      });
    }
  });

  it('refuses to settle a deferred payment (invoice): 409', async () => {
    const placed = await place(
      await orders.basketWith([{ variantId: v.giftCase.id, quantity: 1 }]),
      'ratepay_invoice',
    );
    expect(await settle(placed.cbdToken, { status: 'paid' })).toMatchObject({
      status: 409,
      body: { message: 'The payment of this order is already deferred' },
    });
  });

  it.each(['failed', 'cancelled'])(
    '%s cancels the order, returns the stock it took and puts its lines, group and voucher back',
    async (status) => {
      const group = { id: 'rx-1', isMainItem: true, isRequired: true };
      const key = await orders.basketWith([{ variantId: v.spare.id, quantity: 1 }]);
      const added = await orders.api.request('POST', `/baskets/${key}/items`, {
        body: {
          variantId: v.frame.id,
          quantity: 2,
          itemGroup: group,
          customData: { origin: 'pdp' },
          displayData: { 'attribute-1': { key: 'color', label: 'Farbe', value: 'Havanna' } },
        },
      });
      expect(added.status).toBe(201);
      await orders.api.request('POST', `/baskets/${key}/items`, {
        body: { variantId: v.withoutStock.id, quantity: 1 },
      });
      await orders.api.request('POST', `/baskets/${key}/vouchers`, { body: { code: 'WELCOME10' } });
      const before = {
        frame: await stockOf(database.db, v.frame.id),
        spare: await stockOf(database.db, v.spare.id),
      };
      const placed = await place(key);
      expect(await stockOf(database.db, v.frame.id)).toBe(before.frame - 2);
      // Meanwhile the shopper puts another spare into the emptied basket.
      await orders.api.request('POST', `/baskets/${key}/items`, {
        body: { variantId: v.spare.id, quantity: 2 },
      });

      expect(await settle(placed.cbdToken, { status })).toMatchObject({
        status: 200,
        body: { paymentStatus: status },
      });

      const page = await successPage(placed.cbdToken);
      expect(page.paymentStatus).toBe(status);
      expect(page.order.confirmedAt).toBeNull();
      expect(new Set(page.order.items.map((item) => item.status))).toEqual(new Set(['cancelled']));
      expect(new Set(page.order.packages.map((pkg) => pkg.deliveryStatus))).toEqual(new Set(['cancelled']));
      expect(await stockOf(database.db, v.frame.id)).toBe(before.frame);
      expect(await stockOf(database.db, v.spare.id)).toBe(before.spare);
      expect(await stockOf(database.db, v.withoutStock.id)).toBe(0);

      const basket = await basketOf(key);
      expect(
        basket.items.map((item) => ({
          variantId: item.variant.id,
          quantity: item.quantity,
          itemGroup: item.itemGroup ?? null,
        })),
      ).toEqual([
        { variantId: v.spare.id, quantity: 3, itemGroup: null },
        { variantId: v.frame.id, quantity: 2, itemGroup: group },
        { variantId: v.withoutStock.id, quantity: 1, itemGroup: null },
      ]);
      expect(basket.items[1]).toMatchObject({
        customData: { origin: 'pdp' },
        displayData: { 'attribute-1': { value: 'Havanna' } },
      });
      expect(basket.cost.appliedReductions).toContainEqual(
        expect.objectContaining({ category: 'voucher', code: 'WELCOME10' }),
      );
      expect(await settle(placed.cbdToken, { status: 'paid' })).toMatchObject({ status: 409 });
    },
  );

  it.each([
    ['an unknown token', `/orders/cbd/${'x'.repeat(32)}/payment`, { status: 'paid' }, 404, undefined],
    ['a status no provider reports', 'placed', { status: 'pending' }, 400, 'status'],
    ['an unknown field', 'placed', { status: 'paid', amount: 1 }, 400, 'amount'],
  ])('answers %s', async (_case, path, body, status, parameter) => {
    const url =
      path === 'placed'
        ? `/orders/cbd/${(await place(await orders.basketWith([{ variantId: v.giftCase.id, quantity: 1 }]))).cbdToken}/payment`
        : path;
    const response = await orders.api.request('POST', url, { body });
    expect(response.status).toBe(status);
    if (parameter) expect(response.body).toMatchObject({ errors: [expect.objectContaining({ parameter })] });
  });
});

describe('GET checkout-options prices the market’s options for a basket', () => {
  const Options = z.object({
    deliveryMethods: z.array(
      z.object({ key: z.string(), price: z.object({ withTax: z.number() }), estimate: z.unknown() }),
    ),
    paymentMethods: z.array(z.object({ key: z.string(), fee: z.object({ withTax: z.number() }) })),
  });
  // The fixture clock is Monday 2025-06-02: from stock is 2 to 4 business days.
  const fromStock = { min: '2025-06-04', max: '2025-06-06' };
  const options = async (query: string, shopId = 1001) =>
    Options.parse((await orders.api.request('GET', `/checkout-options${query}`, { shopId })).body);

  it.each([
    ['no basket', 495, fromStock, () => Promise.resolve('')],
    ['an unknown basket', 495, fromStock, () => Promise.resolve('?basketKey=nobody-has-this')],
    [
      'a basket below 49 €',
      495,
      fromStock,
      async () => `?basketKey=${await orders.basketWith([{ variantId: v.giftCase.id, quantity: 1 }])}`,
    ],
    [
      'a basket of 49 € and more',
      0,
      fromStock,
      async () => `?basketKey=${await orders.basketWith([{ variantId: v.spare.id, quantity: 1 }])}`,
    ],
    [
      'a basket with a piece from the supplier',
      0,
      { min: '2025-06-04', max: '2025-06-20' },
      async () =>
        `?basketKey=${await orders.basketWith([
          { variantId: v.spare.id, quantity: 1 },
          { variantId: v.withoutStock.id, quantity: 1 },
        ])}`,
    ],
  ])('with %s: delivery costs %d and arrives %j', async (_case, price, estimate, query) => {
    const answer = await options(await query());
    expect(answer.deliveryMethods).toEqual([{ key: 'DHL', price: { withTax: price }, estimate }]);
  });

  it('lists Poland’s carriers and methods with the fee of cash on delivery', async () => {
    const answer = await options('', 1008);
    expect(answer.deliveryMethods.map((method) => method.key)).toEqual(['INPOST_PL', 'DHL']);
    expect(answer.paymentMethods).toEqual([
      { key: 'blik', fee: { withTax: 0 } },
      { key: 'p24', fee: { withTax: 0 } },
      { key: 'payu', fee: { withTax: 0 } },
      { key: 'paypal_instant', fee: { withTax: 0 } },
      { key: 'cash_on_delivery', fee: { withTax: 900 } },
    ]);
  });

  it('refuses a malformed basket key: 400', async () => {
    const response = await orders.api.request('GET', '/checkout-options?basketKey=no%20spaces');
    expect(response.status).toBe(400);
  });
});
