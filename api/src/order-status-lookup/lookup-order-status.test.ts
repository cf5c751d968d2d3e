import { deliveryStatuses } from '@lumen/domain';
import type { DeliveryStatus } from '@lumen/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedNow } from '../commerce/conformance/seeded-storefront.fixtures.ts';
import { demoCustomers } from '../seed/demo-customers/demo-customers.ts';
import { seedDemoCustomers } from '../seed/demo-customers/seed-demo-customers.ts';
import { startCommerceProcedures } from '../procedures/commerce-procedures.fixtures.ts';
import type { CommerceProcedures } from '../procedures/commerce-procedures.fixtures.ts';
import { callLimits } from '../rate-limits/call-limits.ts';
import { orderNotFoundMessage } from './order-status-lookup.ts';

// §2 order status page: lookupOrderStatus over HTTP, answered from the backend's orders
// (the demo customers' orders: one in every §4 delivery status for the verified customer).

let procedures: CommerceProcedures;

beforeAll(async () => {
  procedures = await startCommerceProcedures({ database: true });
  await seedDemoCustomers(procedures.db, { now: seedNow });
});

afterAll(async () => {
  await procedures?.close();
});

// Every test starts with the address's allowance whole: all calls come from 127.0.0.1.
beforeEach(async () => {
  await procedures.db.query('delete from rate_limit_hits');
});

const anna = demoCustomers['de-de'].find((person) => person.kind === 'verified')!;

async function ordersOf(email: string, shopId = 1001): Promise<{ id: string; zipCode: string }[]> {
  const { rows } = await procedures.db.query<{ id: string; zip_code: string }>(
    'select id::text as id, zip_code from orders where shop_id = $1 and email = $2 order by seq',
    [shopId, email],
  );
  return rows.map((row) => ({ id: row.id, zipCode: row.zip_code }));
}

/** How many answers had each status. */
const tally = (responses: readonly Response[]) =>
  responses.reduce<Record<number, number>>(
    (counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
    {},
  );

/** §4 progress step of each status, as the spec lists it. */
const stepOf: Record<DeliveryStatus, 1 | 2 | 3 | 4> = {
  open: 1,
  cancelled: 1,
  partially_cancelled: 1,
  cancellation_completed: 1,
  delegation_pending: 2,
  shipment_pending: 3,
  shipment_completed: 4,
  returned: 4,
  partially_returned: 4,
};

describe('lookupOrderStatus (§2 order status page)', () => {
  it('finds each order by id and email with its §4 derived status and progress step', async () => {
    const orders = await ordersOf(anna.email);
    const visitor = procedures.visitor('de-de');
    const answers = [];
    for (const order of orders)
      answers.push(await visitor.call('lookupOrderStatus', { orderId: order.id, email: anna.email }));
    expect(answers.map((answer) => answer.orderId)).toEqual(orders.map((order) => order.id));
    expect(answers.map((answer) => answer.status).sort()).toEqual([...deliveryStatuses].sort());
    for (const answer of answers) expect(answer.progressStep).toBe(stepOf[answer.status]);
  });

  it('answers the packages with delivery window and tracking once the carrier has the parcel', async () => {
    const visitor = procedures.visitor('de-de');
    for (const order of await ordersOf(anna.email)) {
      const answer = await visitor.call('lookupOrderStatus', { orderId: order.id, email: anna.email });
      if (answer.status !== 'shipment_pending') continue;
      expect(answer.packages).toEqual([
        {
          deliveryStatus: 'shipment_pending',
          deliveryDate: { min: expect.any(String) as string, max: expect.any(String) as string },
          tracking: { id: expect.any(String) as string, url: expect.stringMatching(/^https:\/\//) as string },
        },
      ]);
      return;
    }
    throw new Error('The demo customer has no shipment_pending order');
  });

  it.each([
    ['the email in other case', { email: anna.email.toUpperCase() }],
    ['the zip code', { zipCode: anna.address.zipCode }],
  ])('finds the order by %s', async (_case, proof) => {
    const [order] = await ordersOf(anna.email);
    const answer = await procedures
      .visitor('de-de')
      .call('lookupOrderStatus', { orderId: order!.id, ...proof });
    expect(answer.orderId).toBe(order!.id);
  });

  it('answers a wrong email, a wrong zip code, an unknown id and another shop alike: 404', async () => {
    const [order] = await ordersOf(anna.email);
    const tries = [
      { shop: 'de-de', payload: { orderId: order!.id, email: 'someone.else@example.com' } },
      { shop: 'de-de', payload: { orderId: order!.id, zipCode: '80331' } },
      { shop: 'de-de', payload: { orderId: '100000000001', email: anna.email } },
      { shop: 'de-at', payload: { orderId: order!.id, email: anna.email } },
    ] as const;
    for (const { shop, payload } of tries) {
      const { status, error } = await procedures.visitor(shop).fail('lookupOrderStatus', payload);
      expect(status).toBe(404);
      expect(error).toMatchObject({ code: 'NOT_FOUND', message: orderNotFoundMessage });
      expect(error.details).toBeUndefined();
    }
  });

  it('makes an address wait after 10 pairs that found nothing within 15 minutes (429 with Retry-After)', async () => {
    const [order] = await ordersOf(anna.email);
    const visitor = procedures.visitor('de-de');
    const found = { orderId: order!.id, email: anna.email };
    // Found orders do not count: a customer may reload their order's status.
    for (let attempt = 0; attempt < 3; attempt += 1) await visitor.call('lookupOrderStatus', found);
    for (let attempt = 0; attempt < callLimits.orderStatusMisses.limit; attempt += 1) {
      const { status } = await visitor.fail('lookupOrderStatus', { orderId: order!.id, zipCode: '99999' });
      expect(status).toBe(404);
    }
    for (const payload of [{ orderId: order!.id, zipCode: '99999' }, found]) {
      const response = await visitor.send('lookupOrderStatus', payload);
      expect(response.status).toBe(429);
      const retryAfter = Number(response.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(await response.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    }
    await procedures.db.query(`update rate_limit_hits set hit_at = hit_at - interval '15 minutes'`);
    expect((await visitor.call('lookupOrderStatus', found)).orderId).toBe(order!.id);
  });

  it('lets 10 of 40 parallel pairs that find nothing reach the backend, then refuses a found pair too', async () => {
    const [order] = await ordersOf(anna.email);
    const visitor = procedures.visitor('de-de');
    const { limit } = callLimits.orderStatusMisses;
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        visitor.send('lookupOrderStatus', { orderId: order!.id, zipCode: String(10000 + index) }),
      ),
    );
    expect(tally(burst)).toEqual({ 404: limit, 429: 40 - limit });
    const found = await visitor.send('lookupOrderStatus', { orderId: order!.id, email: anna.email });
    expect(found.status).toBe(429);
  });

  it('does not count found orders, even in parallel', async () => {
    const [order] = await ordersOf(anna.email);
    const visitor = procedures.visitor('de-de');
    const found = { orderId: order!.id, email: anna.email };
    const burst = await Promise.all(
      Array.from({ length: callLimits.orderStatusMisses.limit }, () =>
        visitor.send('lookupOrderStatus', found),
      ),
    );
    expect(tally(burst)).toEqual({ 200: callLimits.orderStatusMisses.limit });
    const { status } = await visitor.fail('lookupOrderStatus', { orderId: order!.id, zipCode: '99999' });
    expect(status).toBe(404);
  });

  it.each([
    [{ orderId: '12345', email: 'anna@example.de' }, 'payload.orderId', 'validation.orderId'],
    [{ orderId: '', email: 'anna@example.de' }, 'payload.orderId', 'validation.required'],
    [{ orderId: '123456789012' }, 'payload.email', 'Give the email address or the zip code of the order'],
    [
      { orderId: '123456789012', email: 'anna@example.de', zipCode: '20095' },
      'payload.zipCode',
      'Give the email address or the zip code, not both',
    ],
    [{ orderId: '123456789012', zipCode: '2009' + 'x' }, 'payload.zipCode', 'validation.zipCode'],
    [{ orderId: '123456789012', email: 'anna@' }, 'payload.email', 'validation.email'],
    [{ orderId: '123456789012', email: 'anna@example.de', name: 'Anna' }, 'payload.name', 'Unknown field'],
  ])('refuses %j with a 400 naming %s', async (payload, field, message) => {
    const { status, error } = await procedures.visitor('de-de').fail('lookupOrderStatus', payload);
    expect(status).toBe(400);
    expect(error.details).toContainEqual({ field, message });
  });
});
