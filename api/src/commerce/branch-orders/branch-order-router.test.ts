import { BranchOrderSchema, branchOrderBalance, branchOrderStatuses, pageOf } from '@lumen/domain';
import type { BranchOrder, BranchOrderStatus } from '@lumen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../testing/test-database.ts';
import type { TestDatabase } from '../../testing/test-database.ts';
import {
  insertCustomer,
  insertFixtureBranches,
  refusedParameters,
} from '../branches/branch-test-setup.fixtures.ts';
import { startCommerceTestServer } from '../testing/commerce-test-server.ts';
import type { CommerceTestServer } from '../testing/commerce-test-server.ts';
import { insertBranchOrder } from './branch-order-repository.ts';

const BranchOrderPageSchema = pageOf(BranchOrderSchema);

let database: TestDatabase;
let server: CommerceTestServer;
const customers = { anna: 0, lukas: 0, austrian: 0 };

function order(
  id: number,
  status: BranchOrderStatus,
  createdAt: string,
  extra: Partial<BranchOrder> = {},
): BranchOrder {
  return {
    id: String(id),
    branchId: '1102',
    status,
    createdAt,
    readyAt: status === 'ready_for_pickup' || status === 'picked_up' ? '2025-05-30T14:00:00.000Z' : null,
    items: [
      { description: 'Brillenfassung Lumen Classic, Titan', quantity: 1, price: { withTax: 18900 } },
      { description: 'Gleitsichtgläser 1.6, entspiegelt', quantity: 2, price: { withTax: 19900 } },
    ],
    total: { withTax: 58700 },
    paid: { withTax: 20000 },
    currencyCode: 'EUR',
    ...extra,
  };
}

/** Anna's orders in every status, the newest first; one of Lukas's; one of an Austrian customer. */
const annasOrders = branchOrderStatuses.map((status, index) =>
  order(100_150_000_001 + index, status, `2025-05-${String(20 - index * 3).padStart(2, '0')}T09:00:00.000Z`),
);
const lukasOrder = order(100_150_000_101, 'ordered', '2025-05-28T09:00:00.000Z');
const austrianOrder = order(100_250_000_001, 'in_production', '2025-05-28T09:00:00.000Z', {
  branchId: '1201',
});

beforeAll(async () => {
  database = await openTestDatabase();
  await insertFixtureBranches(database.db, []);
  customers.anna = await insertCustomer(database.db, { email: 'anna.schmidt@example.com' });
  customers.lukas = await insertCustomer(database.db, { email: 'lukas.becker@example.com' });
  customers.austrian = await insertCustomer(database.db, {
    shopId: 1002,
    email: 'katharina.huber@example.com',
  });
  for (const stored of [
    ...annasOrders.map((entry) => ({ order: entry, shopId: 1001, customerId: customers.anna })),
    { order: lukasOrder, shopId: 1001, customerId: customers.lukas },
    { order: austrianOrder, shopId: 1002, customerId: customers.austrian },
  ]) {
    expect(await insertBranchOrder(database.db, stored)).toBe(true);
  }
  server = await startCommerceTestServer({
    db: database.db,
  });
});

afterAll(async () => {
  await server?.close();
  await database?.cleanup();
});

describe('GET customers/{id}/branch-orders (§2 /account/branch-order/)', () => {
  it('lists the customer’s branch orders of the shop, newest first, as domain BranchOrders', async () => {
    const { status, body } = await server.get(`/v1/customers/${customers.anna}/branch-orders?shopId=1001`);
    expect(status).toBe(200);
    const page = BranchOrderPageSchema.parse(body);
    expect(page.entities).toEqual(annasOrders);
    expect(page.entities.map((entry) => entry.status)).toEqual([...branchOrderStatuses]);
    expect(page.pagination).toEqual({
      current: 5,
      total: 5,
      perPage: 20,
      page: 1,
      first: 1,
      prev: 1,
      next: 1,
      last: 1,
    });
    // What is left to pay at pickup is the domain's rule over the answer.
    expect(branchOrderBalance(page.entities[0]!)).toBe(38700);
  });

  it('pages', async () => {
    const { body } = await server.get(
      `/v1/customers/${customers.anna}/branch-orders?shopId=1001&perPage=2&page=3`,
    );
    const page = BranchOrderPageSchema.parse(body);
    expect(page.entities.map((entry) => entry.status)).toEqual(['cancelled']);
    expect(page.pagination).toMatchObject({ current: 1, page: 3, total: 5, last: 3, prev: 2, next: 3 });
  });

  it.each<[string, () => string, number, string[]?]>([
    ['a customer the backend has no record of', () => '/v1/customers/987654/branch-orders?shopId=1001', 200],
    ['another shop’s customer', () => `/v1/customers/${customers.austrian}/branch-orders?shopId=1001`, 200],
    ['a malformed customer id', () => '/v1/customers/anna/branch-orders?shopId=1001', 400, ['customerId']],
    [
      'a page too large',
      () => `/v1/customers/${customers.anna}/branch-orders?shopId=1001&perPage=500`,
      400,
      ['perPage'],
    ],
  ])('%s', async (_case, path, status, parameters) => {
    const answer = await server.get(path());
    expect(answer.status).toBe(status);
    if (parameters) expect(refusedParameters(answer.body)).toEqual(parameters);
    // The backend records customers only when they order or book: another id's list is empty.
    if (status === 200) expect((answer.body as { entities: unknown[] }).entities).toEqual([]);
  });
});

describe('GET branch-orders/{id}?customerId= (§2 /account/branch-order/{id}/)', () => {
  it('answers the customer’s own order', async () => {
    const wanted = annasOrders[2]!;
    const { status, body } = await server.get(
      `/v1/branch-orders/${wanted.id}?shopId=1001&customerId=${customers.anna}`,
    );
    expect(status).toBe(200);
    expect(BranchOrderSchema.parse(body)).toEqual(wanted);
  });

  it.each<[string, () => string, number, string[]?]>([
    [
      'someone else’s order',
      () => `/v1/branch-orders/${lukasOrder.id}?shopId=1001&customerId=${customers.anna}`,
      404,
    ],
    [
      'another shop’s order',
      () => `/v1/branch-orders/${austrianOrder.id}?shopId=1001&customerId=${customers.austrian}`,
      404,
    ],
    [
      'an unknown order',
      () => `/v1/branch-orders/999999999999?shopId=1001&customerId=${customers.anna}`,
      404,
    ],
    [
      'an order without its customer',
      () => `/v1/branch-orders/${lukasOrder.id}?shopId=1001`,
      400,
      ['customerId'],
    ],
    [
      'a malformed order id',
      () => `/v1/branch-orders/12345?shopId=1001&customerId=${customers.anna}`,
      400,
      ['branchOrderId'],
    ],
  ])('%s', async (_case, path, status, parameters) => {
    const answer = await server.get(path());
    expect(answer.status).toBe(status);
    if (parameters) expect(refusedParameters(answer.body)).toEqual(parameters);
    else expect(answer.body).toMatchObject({ message: 'Branch order not found' });
  });
});

describe('the branch_orders table keeps an order one of the domain’s states', () => {
  function insertRow(id: number, change: Record<string, unknown>) {
    const row = {
      id,
      shop_id: 1001,
      customer_id: customers.anna,
      branch_id: '1102',
      status: 'ordered',
      created_at: '2025-05-01T09:00:00Z',
      ready_at: null,
      items: JSON.stringify(annasOrders[0]!.items),
      total_with_tax: 100,
      paid_with_tax: 0,
      currency: 'EUR',
      ...change,
    };
    const columns = Object.keys(row);
    const values = columns.map((column, index) => `$${index + 1}${column === 'items' ? '::jsonb' : ''}`);
    return database.db.query(
      `insert into branch_orders (${columns.join(', ')}) values (${values.join(', ')})`,
      Object.values(row),
    );
  }

  it('takes a well-formed row', async () => {
    await expect(insertRow(100_150_000_900, {})).resolves.toMatchObject({ rowCount: 1 });
  });

  it.each<[string, Record<string, unknown>]>([
    ['ready for pickup without a pickup date', { status: 'ready_for_pickup', ready_at: null }],
    ['an unknown status', { status: 'shipped' }],
    ['no items', { items: '[]' }],
    ['an id that is not 12 digits', { id: 12345 }],
    ['a branch that does not exist', { branch_id: '9999' }],
  ])('refuses %s', async (_case, change) => {
    await expect(insertRow(100_150_000_901, change)).rejects.toThrow();
  });
});
