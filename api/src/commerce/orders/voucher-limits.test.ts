import { CbdTokenSchema, OrderSchema } from '@lumen/domain';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../testing/test-database.ts';
import type { TestDatabase } from '../../testing/test-database.ts';
import type { HarnessResponse } from '../baskets/commerce-harness.fixtures.ts';
import type { FixtureVariant } from '../baskets/fixture-catalog.fixtures.ts';
import type { AccountCustomer } from './order-request.ts';
import { fixtureAccount, fixtureAddress, startOrderApi } from './order-test-setup.fixtures.ts';
import type { OrderApi } from './order-test-setup.fixtures.ts';

// A variant per parallel order: orders of one variant wait for each other on its stock row, and
// would hide a missing lock on the code.
const variants: FixtureVariant[] = Array.from({ length: 12 }, (_, index) => ({
  id: 801 + index,
  productId: 80 + index,
  listPrice: 5900,
  stock: 10_000,
}));
const plenty = variants[0]!;

const PlacedSchema = z.object({ order: OrderSchema, cbdToken: CbdTokenSchema });
const RefusalSchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ parameter: z.string(), message: z.string() })),
});

let database: TestDatabase;
let orders: OrderApi;

beforeAll(async () => {
  database = await openTestDatabase();
  orders = await startOrderApi(database.db, variants);
});

afterAll(async () => {
  await orders?.api.close();
  await database?.cleanup();
});

/** A running code of 10 % with the given limits (the fixture clock is 2025-06-02). */
async function insertCode(code: string, limits: { maxUses?: number; maxUsesPerCustomer?: number }) {
  await database.db.query(
    `insert into voucher_codes (code, type, value, currency, min_order_value, start_at, end_at, max_uses,
                                max_uses_per_customer)
     values ($1, 'relative', 10, null, 0, '2025-01-01T00:00:00Z', '2026-01-01T00:00:00Z', $2, $3)`,
    [code, limits.maxUses ?? null, limits.maxUsesPerCustomer ?? null],
  );
}

/** A basket of one piece (of the first variant, or the given one) with the code applied (the apply must succeed). */
async function basketWithCode(code: string, variant = plenty): Promise<string> {
  const key = await orders.basketWith([{ variantId: variant.id, quantity: 1 }]);
  const applied = await orders.api.request('POST', `/baskets/${key}/vouchers`, { body: { code } });
  expect(applied.status).toBe(200);
  return key;
}

type Customer =
  { account: AccountCustomer } | { guest: { email: string; firstName: string; lastName: string } };

const bodyFor = (basketKey: string, customer: Customer) => ({
  basketKey,
  customer,
  billingAddress: fixtureAddress,
  carrierKey: 'DHL',
  paymentKey: 'paypal_instant',
});

const guest = (email: string): Customer => ({ guest: { email, firstName: 'Jana', lastName: 'Novák' } });

async function usesOf(code: string): Promise<number> {
  const { rows } = await database.db.query<{ n: number }>(
    'select count(*)::int as n from voucher_uses where code = $1',
    [code],
  );
  return rows[0]!.n;
}

function expectRefusal(response: HarnessResponse, message: string): void {
  expect(response.status).toBe(412);
  expect(RefusalSchema.parse(response.body)).toEqual({
    message,
    errors: [{ parameter: 'voucher', message }],
  });
}

describe('a code used once per customer (a welcome code)', () => {
  it('two parallel orders of one customer: one is placed with the code, the other refused with 412', async () => {
    await insertCode('ONCE-PARALLEL', { maxUsesPerCustomer: 1 });
    const account = fixtureAccount('parallel@example.com');
    const baskets = await Promise.all([
      basketWithCode('ONCE-PARALLEL', variants[0]),
      basketWithCode('ONCE-PARALLEL', variants[1]),
    ]);
    const responses = await Promise.all(baskets.map((key) => orders.place(bodyFor(key, { account }))));
    expect(responses.map((response) => response.status).sort()).toEqual([201, 412]);
    const placed = PlacedSchema.parse(responses.find((response) => response.status === 201)!.body);
    expect(placed.order.vouchers.map((voucher) => voucher.code)).toEqual(['ONCE-PARALLEL']);
    expectRefusal(
      responses.find((response) => response.status === 412)!,
      'Voucher code ONCE-PARALLEL can be used once per customer and you have used it already',
    );
    expect(await usesOf('ONCE-PARALLEL')).toBe(1);
    // The refused basket is as it was: its items and code stay, so the shopper can take the code off.
    const refused = baskets[responses.findIndex((response) => response.status === 412)]!;
    const basket = (await orders.api.request('GET', `/baskets/${refused}`)).body as { items: unknown[] };
    expect(basket.items).toHaveLength(1);
  });

  it("applying it to the basket of a customer who used it is refused at once; a visitor's basket still takes it", async () => {
    await insertCode('ONCE-APPLY', { maxUsesPerCustomer: 1 });
    const account = fixtureAccount('apply@example.com');
    // The account's own basket: an order placed from it tells the backend whose basket it is.
    const own = await basketWithCode('ONCE-APPLY');
    expect((await orders.place(bodyFor(own, { account }))).status).toBe(201);
    await orders.api.request('POST', `/baskets/${own}/items`, {
      body: { variantId: plenty.id, quantity: 1 },
    });
    const applied = await orders.api.request('POST', `/baskets/${own}/vouchers`, {
      body: { code: 'once-apply' },
    });
    expect(applied.status).toBe(412);
    expect(applied.body).toMatchObject({
      message: 'Voucher code ONCE-APPLY can be used once per customer and you have used it already',
    });
    // A visitor's basket names nobody: the order, which names the customer, refuses it there.
    await basketWithCode('ONCE-APPLY');
  });

  it('another customer may still use it', async () => {
    await insertCode('ONCE-OTHERS', { maxUsesPerCustomer: 1 });
    const first = fixtureAccount('first@example.com');
    const second = fixtureAccount('second@example.com');
    expect(
      (await orders.place(bodyFor(await basketWithCode('ONCE-OTHERS'), { account: first }))).status,
    ).toBe(201);
    expect(
      (await orders.place(bodyFor(await basketWithCode('ONCE-OTHERS'), { account: second }))).status,
    ).toBe(201);
    expect(
      (await orders.place(bodyFor(await basketWithCode('ONCE-OTHERS'), { account: first }))).status,
    ).toBe(412);
  });

  it('a guest is one customer by email address, whatever its case, and so is the account with that address', async () => {
    await insertCode('ONCE-GUEST', { maxUsesPerCustomer: 1 });
    const placed = await orders.place(bodyFor(await basketWithCode('ONCE-GUEST'), guest('jana@example.cz')));
    expect(placed.status).toBe(201);
    // Each guest order makes a new guest customer: the address is what is the same.
    const again = await orders.place(bodyFor(await basketWithCode('ONCE-GUEST'), guest('Jana@Example.CZ')));
    expectRefusal(
      again,
      'Voucher code ONCE-GUEST can be used once per customer and you have used it already',
    );
    const account = fixtureAccount('jana@example.cz');
    expect((await orders.place(bodyFor(await basketWithCode('ONCE-GUEST'), { account }))).status).toBe(412);
    const someoneElse = await orders.place(
      bodyFor(await basketWithCode('ONCE-GUEST'), guest('petr@example.cz')),
    );
    expect(someoneElse.status).toBe(201);
  });

  it('a cancelled or failed payment gives the use back: the code works again for the next order', async () => {
    await insertCode('ONCE-AGAIN', { maxUsesPerCustomer: 1 });
    const account = fixtureAccount('again@example.com');
    const key = await basketWithCode('ONCE-AGAIN');
    const first = PlacedSchema.parse((await orders.place(bodyFor(key, { account }))).body);
    expect(await usesOf('ONCE-AGAIN')).toBe(1);
    const cancelled = await orders.api.request('POST', `/orders/cbd/${first.cbdToken}/payment`, {
      body: { status: 'cancelled' },
    });
    expect(cancelled.status).toBe(200);
    expect(await usesOf('ONCE-AGAIN')).toBe(0);
    // The lines and the code are back in the basket: the shopper places the order again.
    const second = await orders.place(bodyFor(key, { account }));
    expect(second.status).toBe(201);
    expect(PlacedSchema.parse(second.body).order.vouchers.map((voucher) => voucher.code)).toEqual([
      'ONCE-AGAIN',
    ]);
    const failed = await orders.api.request(
      'POST',
      `/orders/cbd/${PlacedSchema.parse(second.body).cbdToken}/payment`,
      {
        body: { status: 'failed' },
      },
    );
    expect(failed.status).toBe(200);
    expect(await usesOf('ONCE-AGAIN')).toBe(0);
  });

  it('a paid order keeps its use', async () => {
    await insertCode('ONCE-PAID', { maxUsesPerCustomer: 1 });
    const account = fixtureAccount('paid@example.com');
    const first = PlacedSchema.parse(
      (await orders.place(bodyFor(await basketWithCode('ONCE-PAID'), { account }))).body,
    );
    await orders.api.request('POST', `/orders/cbd/${first.cbdToken}/payment`, { body: { status: 'paid' } });
    expect((await orders.place(bodyFor(await basketWithCode('ONCE-PAID'), { account }))).status).toBe(412);
  });
});

describe('a code with a limit in all', () => {
  it('a burst of 12 parallel orders with a code good for 3 places exactly 3 with it', async () => {
    await insertCode('FIRST-THREE', { maxUses: 3 });
    const customers = Array.from({ length: 12 }, (_, index) => fixtureAccount(`burst-${index}@example.com`));
    const baskets = await Promise.all(
      customers.map((_, index) => basketWithCode('FIRST-THREE', variants[index])),
    );
    const responses = await Promise.all(
      baskets.map((key, index) => orders.place(bodyFor(key, { account: customers[index]! }))),
    );
    const statuses = responses.map((response) => response.status).sort((a, b) => a - b);
    expect(statuses).toEqual([...Array<number>(3).fill(201), ...Array<number>(9).fill(412)]);
    expectRefusal(
      responses.find((response) => response.status === 412)!,
      'Voucher code FIRST-THREE has been used up',
    );
    expect(await usesOf('FIRST-THREE')).toBe(3);
  });

  it('applying a used-up code to a basket is refused with 412', async () => {
    await insertCode('ONLY-ONE', { maxUses: 1 });
    const account = fixtureAccount('only-one@example.com');
    expect((await orders.place(bodyFor(await basketWithCode('ONLY-ONE'), { account }))).status).toBe(201);
    const key = await orders.basketWith([{ variantId: plenty.id, quantity: 1 }]);
    const applied = await orders.api.request('POST', `/baskets/${key}/vouchers`, {
      body: { code: 'only-one' },
    });
    expect(applied.status).toBe(412);
    expect(applied.body).toMatchObject({ message: 'Voucher code ONLY-ONE has been used up' });
  });
});
