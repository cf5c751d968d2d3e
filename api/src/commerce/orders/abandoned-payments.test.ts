import { CbdTokenSchema } from '@lumen/domain';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openTestDatabase } from '../../testing/test-database.ts';
import type { TestDatabase } from '../../testing/test-database.ts';
import {
  fixtureCatalogReader,
  fixtureNow,
  fixtureVariantList,
  fixtureVariants as v,
  stockOf,
} from '../baskets/fixture-catalog.fixtures.ts';
import { abandonedPaymentAfterMs, cancelAbandonedPayments } from './abandoned-payments.ts';
import type { AccountCustomer } from './order-request.ts';
import { fixtureAccount, fixtureAddress, startOrderApi } from './order-test-setup.fixtures.ts';
import type { OrderApi } from './order-test-setup.fixtures.ts';

// A sandbox (or provider) payment the shopper never finished does not hold stock for ever.

const PlacedSchema = z.object({ cbdToken: CbdTokenSchema, paymentStatus: z.string() });

let database: TestDatabase;
let orders: OrderApi;
let account: AccountCustomer;

beforeAll(async () => {
  database = await openTestDatabase();
  orders = await startOrderApi(database.db, fixtureVariantList);
  account = fixtureAccount();
});
afterAll(async () => {
  await orders?.api.close();
  await database?.cleanup();
});

async function place(paymentKey: string) {
  const basketKey = await orders.basketWith([{ variantId: v.frame.id, quantity: 1 }]);
  const response = await orders.place({
    basketKey,
    customer: { account },
    billingAddress: fixtureAddress,
    carrierKey: 'DHL',
    paymentKey,
  });
  expect(response.status).toBe(201);
  return { basketKey, ...PlacedSchema.parse(response.body) };
}

const statusOf = async (cbdToken: string) =>
  (
    await database.db.query<{ payment_status: string }>(
      'select payment_status from orders where cbd_token = $1',
      [cbdToken],
    )
  ).rows[0]?.payment_status;

const sweepAt = (moment: Date) =>
  cancelAbandonedPayments({
    db: database.db,
    catalog: fixtureCatalogReader(fixtureVariantList),
    now: () => moment,
    logger: pino({ level: 'silent' }),
  });

describe('abandoned payments', () => {
  it('cancels a payment pending longer than an hour, gives its stock back, and leaves the rest', async () => {
    const abandoned = await place('paypal_instant');
    const invoice = await place('ratepay_invoice');
    const stockWhilePending = await stockOf(database.db, v.frame.id);
    // Seeded history has no idempotency key: it is never swept, whatever its status.
    await database.db.query(
      `update orders set idempotency_key = null, request_hash = null where cbd_token = $1`,
      [invoice.cbdToken],
    );

    expect(await sweepAt(new Date(fixtureNow.getTime() + abandonedPaymentAfterMs - 60_000))).toBe(0);
    expect(await statusOf(abandoned.cbdToken)).toBe('pending');

    expect(await sweepAt(new Date(fixtureNow.getTime() + abandonedPaymentAfterMs + 60_000))).toBe(1);
    expect(await statusOf(abandoned.cbdToken)).toBe('cancelled');
    expect(await statusOf(invoice.cbdToken)).toBe('deferred');
    expect(await stockOf(database.db, v.frame.id)).toBe(stockWhilePending + 1);
    // Nothing left to sweep: a second sweep changes nothing.
    expect(await sweepAt(new Date(fixtureNow.getTime() + 2 * abandonedPaymentAfterMs))).toBe(0);
  });
});
