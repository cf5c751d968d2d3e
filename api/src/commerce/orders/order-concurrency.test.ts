import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../testing/test-database.ts';
import type { TestDatabase } from '../../testing/test-database.ts';
import { setStock, stockOf } from '../baskets/fixture-catalog.fixtures.ts';
import type { FixtureVariant } from '../baskets/fixture-catalog.fixtures.ts';
import type { AccountCustomer } from './order-request.ts';
import { fixtureAccount, fixtureAddress, startOrderApi } from './order-test-setup.fixtures.ts';
import type { OrderApi } from './order-test-setup.fixtures.ts';

const scarce: FixtureVariant = { id: 701, productId: 70, listPrice: 5900, stock: 10 };
const plenty: FixtureVariant = { id: 702, productId: 70, listPrice: 5900, stock: 1000 };

let database: TestDatabase;
let orders: OrderApi;
let account: AccountCustomer;

beforeAll(async () => {
  database = await openTestDatabase();
  orders = await startOrderApi(database.db, [scarce, plenty]);
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

async function ordersOf(variantId: number): Promise<number> {
  const { rows } = await database.db.query<{ n: number }>(
    'select count(distinct order_id)::int as n from order_items where variant_id = $1',
    [variantId],
  );
  return rows[0]!.n;
}

describe('§4 concurrent orders never sell a piece twice', () => {
  it('stock 10 and 100 concurrent orders (each its own basket): exactly 10 orders, stock 0', async () => {
    await setStock(database.db, scarce.id, 10);
    const baskets = await Promise.all(
      Array.from({ length: 100 }, () => orders.basketWith([{ variantId: scarce.id, quantity: 1 }])),
    );
    const responses = await Promise.all(baskets.map((key) => orders.place(bodyFor(key))));
    const statuses = responses.map((response) => response.status).sort((a, b) => a - b);
    expect(statuses).toEqual([...Array<number>(10).fill(201), ...Array<number>(90).fill(412)]);
    expect(await stockOf(database.db, scarce.id)).toBe(0);
    expect(await ordersOf(scarce.id)).toBe(10);
  });
});

describe('concurrent retries with one Idempotency-Key place one order', () => {
  it('10 concurrent requests with the same key and body answer the same order', async () => {
    const basketKey = await orders.basketWith([{ variantId: plenty.id, quantity: 2 }]);
    const stock = await stockOf(database.db, plenty.id);
    const idempotencyKey = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => orders.place(bodyFor(basketKey), idempotencyKey)),
    );
    expect(responses.map((response) => response.status).sort((a, b) => a - b)).toEqual([
      ...Array<number>(9).fill(200),
      201,
    ]);
    const ids = new Set(responses.map((response) => (response.body as { order: { id: number } }).order.id));
    expect(ids.size).toBe(1);
    expect(await stockOf(database.db, plenty.id)).toBe(stock - 2);
  });

  it('the same key with another body (another basket) at the same time: one order, the other 422', async () => {
    const [first, second] = await Promise.all([
      orders.basketWith([{ variantId: plenty.id, quantity: 1 }]),
      orders.basketWith([{ variantId: plenty.id, quantity: 1 }]),
    ]);
    const stock = await stockOf(database.db, plenty.id);
    const idempotencyKey = randomUUID();
    const responses = await Promise.all([
      orders.place(bodyFor(first), idempotencyKey),
      orders.place(bodyFor(second), idempotencyKey),
    ]);
    expect(responses.map((response) => response.status).sort((a, b) => a - b)).toEqual([201, 422]);
    expect(await stockOf(database.db, plenty.id)).toBe(stock - 1);
    expect(orders.api.unexpected).toEqual([]);
  });
});
