import { randomUUID } from 'node:crypto';
import {
  BasketSchema,
  CbdTokenSchema,
  OrderSchema,
  PaginationSchema,
  UserSchema,
  netFromGross,
} from '@lumen/domain';
import type { Order } from '@lumen/domain';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../testing/test-database.ts';
import type { TestDatabase } from '../../testing/test-database.ts';
import type { HarnessResponse } from '../baskets/commerce-harness.fixtures.ts';
import {
  fixtureVariantList,
  fixtureVariants as v,
  insertFixtureVouchers,
  setStock,
  stockOf,
} from '../baskets/fixture-catalog.fixtures.ts';
import type { AccountCustomer } from './order-request.ts';
import { fixtureAccount, fixtureAddress, startOrderApi } from './order-test-setup.fixtures.ts';
import type { OrderApi } from './order-test-setup.fixtures.ts';

const PlacedSchema = z.object({ order: OrderSchema, cbdToken: CbdTokenSchema });

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

const bodyFor = (basketKey: string, overrides: Record<string, unknown> = {}) => ({
  basketKey,
  customer: { account },
  billingAddress: fixtureAddress,
  carrierKey: 'DHL',
  paymentKey: 'paypal_instant',
  ...overrides,
});

function placedOf(response: HarnessResponse): { order: Order; cbdToken: string } {
  return PlacedSchema.parse(response.body);
}

async function orderCount(): Promise<number> {
  const { rows } = await database.db.query<{ n: number }>('select count(*)::int as n from orders');
  return rows[0]!.n;
}

describe('POST orders places an order from a basket (§3 Order, §4 stock)', () => {
  it('writes one item per piece, priced from the catalogue, takes the stock and empties the basket', async () => {
    const before = await stockOf(database.db, v.frame.id);
    const key = await orders.basketWith([{ variantId: v.frame.id, quantity: 2 }]);
    const response = await orders.place(bodyFor(key));
    expect(response.status).toBe(201);
    const { order } = placedOf(response);
    expect(String(order.id)).toMatch(/^\d{12}$/);
    expect(order.items.map((item) => [item.variant.id, item.price.withTax, item.status])).toEqual([
      [v.frame.id, 12900, 'available'],
      [v.frame.id, 12900, 'available'],
    ]);
    expect(order.cost).toEqual({
      withTax: 25800,
      withoutTax: 2 * netFromGross(12900, 0.19),
      tax: { vat: { amount: 25800 - 2 * netFromGross(12900, 0.19), rate: 0.19 } },
      appliedFees: [],
    });
    expect(order.packages).toEqual([
      expect.objectContaining({ deliveryStatus: 'open', carrierKey: 'DHL', tracking: null }),
    ]);
    expect(order).toMatchObject({
      customer: { id: account.id },
      payment: [{ key: 'paypal_instant' }],
      confirmedAt: null,
    });
    expect(await stockOf(database.db, v.frame.id)).toBe(before - 2);
    const basket = BasketSchema.parse((await orders.api.request('GET', `/baskets/${key}`)).body);
    expect(basket.items).toEqual([]);
  });

  it('charges delivery below the free-delivery value', async () => {
    const key = await orders.basketWith([{ variantId: v.giftCase.id, quantity: 1 }]);
    const { order } = placedOf(await orders.place(bodyFor(key)));
    expect(order.cost.withTax).toBe(1500 + 495);
    expect(order.cost.appliedFees).toEqual([
      { category: 'delivery', key: 'DHL', amount: { withTax: 495, withoutTax: netFromGross(495, 0.19) } },
    ]);
  });

  it('keeps the voucher with the order, spread over its items', async () => {
    const key = await orders.basketWith([{ variantId: v.frame.id, quantity: 1 }]);
    await orders.api.request('POST', `/baskets/${key}/vouchers`, { body: { code: 'WELCOME10' } });
    const { order } = placedOf(await orders.place(bodyFor(key)));
    expect(order.items.map((item) => item.price.withTax)).toEqual([11900]);
    expect(order.vouchers).toEqual([
      { type: 'absolute', code: 'WELCOME10', value: 1000, applicableItems: [order.items[0]!.id] },
    ]);
  });

  it('confirms at once when the payment is on delivery or by invoice', async () => {
    const key = await orders.basketWith([{ variantId: v.spare.id, quantity: 1 }]);
    const { order } = placedOf(await orders.place(bodyFor(key, { paymentKey: 'ratepay_invoice' })));
    expect(order.confirmedAt).toBe('2025-06-02T10:00:00.000Z');
  });

  it('ships pieces without stock in a second package and leaves the stock at 0 (§4 sellable without stock)', async () => {
    const key = await orders.basketWith([{ variantId: v.withoutStock.id, quantity: 2 }]);
    const { order } = placedOf(await orders.place(bodyFor(key)));
    expect(order.packages.map((pkg) => pkg.deliveryDate)).toEqual([{ min: '2025-06-11', max: '2025-06-20' }]);
    expect(await stockOf(database.db, v.withoutStock.id)).toBe(0);
  });

  it('places a guest order and answers its customer on the success page (§7 getOrderDataByCbd)', async () => {
    const key = await orders.basketWith([{ variantId: v.spare.id, quantity: 1 }]);
    const guest = { email: 'jana.novak@example.com', firstName: 'Jana', lastName: 'Novák' };
    const placed = placedOf(await orders.place(bodyFor(key, { customer: { guest } })));
    const response = await orders.api.request('GET', `/orders/cbd/${placed.cbdToken}`);
    expect(response.status).toBe(200);
    const { order, customer } = z.object({ order: OrderSchema, customer: UserSchema }).parse(response.body);
    expect(order.id).toBe(placed.order.id);
    expect(customer).toMatchObject({
      status: { isGuestCustomer: true, isActive: true },
      info: { verified: false },
      email: guest.email,
      address: { billing: { city: 'Hamburg', countryCode: 'DEU' }, shipping: { zipCode: '20095' } },
    });
  });
});

describe('§1 an order of lenses on the saving subscription starts it', () => {
  const onSubscription = {
    quantity: { left: 1, right: 2 },
    prescriptionValues: { left: { sphere: -1.5 }, right: { sphere: -2 } },
    subscription: true,
    subscriptionDefinition: { subscriptionInterval: '3_months' },
  };
  const subscriptionsOf = async (orderId: number) =>
    (
      await database.db.query<Record<string, unknown>>(
        `select customer_id, product_id, variant_id, quantity, interval_months, status, packs_per_eye,
                prescription_values, started_on::text as started_on, next_delivery_date::text as next_delivery_date
           from subscriptions where order_id = $1`,
        [Number(orderId)],
      )
    ).rows;

  it('writes the subscription with the packs and values per eye; the order is its first delivery', async () => {
    const key = await orders.basketWith([
      { variantId: v.spare.id, quantity: 3, customData: onSubscription },
      { variantId: v.frame.id, quantity: 1 },
    ]);
    const { order } = placedOf(await orders.place(bodyFor(key)));
    const rows = await subscriptionsOf(order.id);
    expect(rows).toEqual([
      expect.objectContaining({
        variant_id: v.spare.id,
        quantity: 3,
        interval_months: 3,
        status: 'active',
        packs_per_eye: { left: 1, right: 2 },
        prescription_values: onSubscription.prescriptionValues,
        // fixtureNow is 2 June 2025, in Germany too.
        started_on: '2025-06-02',
        next_delivery_date: '2025-09-02',
      }),
    ]);
  });

  it('refuses it to a guest (412 naming the customer), writing no order and no subscription', async () => {
    const key = await orders.basketWith([{ variantId: v.spare.id, quantity: 3, customData: onSubscription }]);
    const before = await orderCount();
    const guest = { email: 'gast@example.com', firstName: 'Jana', lastName: 'Novák' };
    const response = await orders.place(bodyFor(key, { customer: { guest } }));
    expect(response.status).toBe(412);
    expect(response.body).toMatchObject({ errors: [expect.objectContaining({ parameter: 'customer' })] });
    expect(await orderCount()).toBe(before);
  });
});

describe('POST orders refusals', () => {
  it.each<[string, () => Promise<{ body: unknown; key?: string | null }>, number, unknown]>([
    [
      'no Idempotency-Key header',
      async () => ({
        body: bodyFor(await orders.basketWith([{ variantId: v.spare.id, quantity: 1 }])),
        key: null,
      }),
      400,
      { errors: [expect.objectContaining({ parameter: 'Idempotency-Key' })] },
    ],
    ['an unknown basket', () => Promise.resolve({ body: bodyFor('no-such-basket') }), 404, {}],
    [
      'an empty basket',
      async () => {
        // A basket exists once something was put in it; emptied again, it is there and empty.
        const key = await orders.basketWith([{ variantId: v.spare.id, quantity: 1 }]);
        const basket = await orders.api.request('GET', `/baskets/${key}`);
        const itemKey = (basket.body as { items: { key: string }[] }).items[0]!.key;
        await orders.api.request('DELETE', `/baskets/${key}/items/${itemKey}`);
        return { body: bodyFor(key) };
      },
      412,
      { message: 'The basket is empty' },
    ],
    [
      'an account of another shop',
      async () => {
        await database.db.query(
          `insert into commerce_customers (id, shop_id, email, first_name, last_name, is_guest)
           values (424242, 1002, 'eva.huber@example.at', 'Eva', 'Huber', false) on conflict do nothing`,
        );
        return {
          body: bodyFor(await orders.basketWith([{ variantId: v.spare.id, quantity: 1 }]), {
            customer: { account: { ...fixtureAccount('eva.huber@example.at'), id: 424242 } },
          }),
        };
      },
      404,
      { message: 'Customer not found' },
    ],
    [
      'a carrier of another market',
      async () => ({
        body: bodyFor(await orders.basketWith([{ variantId: v.spare.id, quantity: 1 }]), {
          carrierKey: 'POST_CH',
        }),
      }),
      400,
      { errors: [expect.objectContaining({ parameter: 'carrierKey' })] },
    ],
    [
      'a payment of another market',
      async () => ({
        body: bodyFor(await orders.basketWith([{ variantId: v.spare.id, quantity: 1 }]), {
          paymentKey: 'twint',
        }),
      }),
      400,
      { errors: [expect.objectContaining({ parameter: 'paymentKey' })] },
    ],
    [
      'a zip code §5 refuses',
      async () => ({
        body: bodyFor(await orders.basketWith([{ variantId: v.spare.id, quantity: 1 }]), {
          billingAddress: { ...fixtureAddress, zipCode: 'ABC' },
        }),
      }),
      400,
      { errors: [expect.objectContaining({ parameter: 'billingAddress[zipCode]' })] },
    ],
  ])('refuses %s', async (_case, prepare, status, body) => {
    const count = await orderCount();
    const request = await prepare();
    const response = await orders.place(request.body, request.key);
    expect(response.status).toBe(status);
    expect(response.body).toMatchObject(body as object);
    expect(await orderCount()).toBe(count);
  });

  it.each([
    ['sold out meanwhile', 0],
    ['fewer pieces left than the basket holds', 1],
  ])('answers 412 for an item %s and changes nothing', async (_case, stockLeft) => {
    const key = await orders.basketWith([{ variantId: v.lowStock.id, quantity: 2 }]);
    await setStock(database.db, v.lowStock.id, stockLeft);
    const count = await orderCount();
    const response = await orders.place(bodyFor(key));
    expect(response.status).toBe(412);
    expect(await orderCount()).toBe(count);
    expect(await stockOf(database.db, v.lowStock.id)).toBe(stockLeft);
    const basket = BasketSchema.parse((await orders.api.request('GET', `/baskets/${key}`)).body);
    expect(basket.items.map((item) => item.quantity)).toEqual([2]);
    await setStock(database.db, v.lowStock.id, v.lowStock.stock);
  });
});

describe('POST orders is idempotent by the Idempotency-Key header', () => {
  it('answers the same order for the same key and body (200), placing it once', async () => {
    const key = await orders.basketWith([{ variantId: v.spare.id, quantity: 1 }]);
    const idempotencyKey = randomUUID();
    const stock = await stockOf(database.db, v.spare.id);
    const first = await orders.place(bodyFor(key), idempotencyKey);
    const second = await orders.place(bodyFor(key), idempotencyKey);
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(second.body).toEqual(first.body);
    expect(await stockOf(database.db, v.spare.id)).toBe(stock - 1);
  });

  it('refuses the key with another body: 422', async () => {
    const key = await orders.basketWith([{ variantId: v.spare.id, quantity: 1 }]);
    const idempotencyKey = randomUUID();
    await orders.place(bodyFor(key), idempotencyKey);
    const response = await orders.place(bodyFor(key, { paymentKey: 'klarna_paylater' }), idempotencyKey);
    expect(response).toEqual({
      status: 422,
      body: { message: 'This Idempotency-Key was already used for another request' },
    });
  });
});

describe('finding orders', () => {
  let placed: { order: Order; cbdToken: string };

  beforeAll(async () => {
    const key = await orders.basketWith([{ variantId: v.spare.id, quantity: 1 }]);
    placed = placedOf(
      await orders.place(bodyFor(key, { shippingAddress: { ...fixtureAddress, zipCode: '10115' } })),
    );
  });

  it('lists a customer’s orders, newest first, with pagination', async () => {
    const response = await orders.api.request('GET', `/orders?customerId=${account.id}&perPage=2`);
    const list = z
      .object({ entities: z.array(OrderSchema), pagination: PaginationSchema })
      .parse(response.body);
    expect(list.entities).toHaveLength(2);
    expect(list.entities[0]!.id).toBe(placed.order.id);
    expect(list.pagination).toMatchObject({ perPage: 2, page: 1, first: 1 });
    expect(list.pagination.total).toBeGreaterThan(2);
  });

  it.each([
    ['the email it was placed with', 'email=ANNA.SCHMIDT@example.com', 200],
    ['the shipping zip code', 'zipCode=10115', 200],
    ['its customer', () => `customerId=${account.id}`, 200],
    ['another email', 'email=someone@example.com', 404],
    ['the billing zip code', 'zipCode=20095', 404],
    ['another customer', 'customerId=1', 404],
  ])('finds an order by id with %s (§2 order status)', async (_case, query, status) => {
    const search = typeof query === 'function' ? query() : query;
    const response = await orders.api.request('GET', `/orders/${placed.order.id}?${search}`);
    expect(response.status).toBe(status);
    if (status === 200) expect(OrderSchema.parse(response.body).id).toBe(placed.order.id);
    else expect(response.body).toEqual({ message: 'Order not found' });
  });

  it.each([
    ['no proof at all', ''],
    ['two proofs', 'email=anna.schmidt@example.com&zipCode=10115'],
  ])('refuses %s with a 400', async (_case, query) => {
    const response = await orders.api.request('GET', `/orders/${placed.order.id}?${query}`);
    expect(response.status).toBe(400);
  });

  it.each([
    ['an order id that is not 12 digits (§5)', '/orders/12345?email=anna.schmidt@example.com', 400],
    ['an unknown success token', `/orders/cbd/${'x'.repeat(32)}`, 404],
    ['an order of another shop', 'other-shop', 404],
  ])('answers %s', async (_case, path, status) => {
    const response =
      path === 'other-shop'
        ? await orders.api.request('GET', `/orders/cbd/${placed.cbdToken}`, { shopId: 1002 })
        : await orders.api.request('GET', path);
    expect(response.status).toBe(status);
    expect(orders.api.unexpected).toEqual([]);
  });
});
