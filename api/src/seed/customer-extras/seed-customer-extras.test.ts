import {
  AppointmentSchema,
  BranchOrderSchema,
  SubscriptionSchema,
  branchOrderStatuses,
  getShopByCode,
  pageOf,
  shops,
  subscriptionStatuses,
} from '@lumen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppointmentAnswerSchema } from '../../commerce/branches/appointment-answer.ts';
import { startCommerceTestServer } from '../../commerce/testing/commerce-test-server.ts';
import type { CommerceTestServer } from '../../commerce/testing/commerce-test-server.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import type { TestDatabase } from '../../testing/test-database.ts';
import { seedBranches } from '../branches/seed-branches.ts';
import { seedCatalog } from '../catalog/seed-catalog.ts';
import { demoCustomers } from '../demo-customers/demo-customers.ts';
import { seedDemoCustomers } from '../demo-customers/seed-demo-customers.ts';
import { seedShops } from '../seed-shops.ts';
import { seedCustomerExtras } from './seed-customer-extras.ts';
import type { CustomerExtrasSeedResult } from './seed-customer-extras.ts';

const now = new Date('2025-06-02T10:00:00.000Z');
const allShops = shops.map((shop) => shop.code);

let database: TestDatabase;
let server: CommerceTestServer;
let beforeCustomers: CustomerExtrasSeedResult;
let first: CustomerExtrasSeedResult;
let again: CustomerExtrasSeedResult;

beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  await seedShops(db);
  beforeCustomers = await seedCustomerExtras(db, { now });
  await seedCatalog(db, { products: 60, now });
  await seedBranches(db, { now });
  await seedDemoCustomers(db, { now });
  first = await seedCustomerExtras(db, { now });
  again = await seedCustomerExtras(db, { now: new Date('2025-06-09T10:00:00.000Z') });
  server = await startCommerceTestServer({
    db,
    extra: { now: () => now },
  });
}, 120_000);

afterAll(async () => {
  await server?.close();
  await database?.cleanup();
});

async function accountOf(code: (typeof allShops)[number], kind: 'verified' | 'unverified' | 'guest') {
  const shop = getShopByCode(code);
  const person = demoCustomers[code].find((candidate) => candidate.kind === kind)!;
  const { rows } = await database.db.query<{ id: number }>(
    // The backend's record: an account's id is its identity's, a guest's the backend's own.
    'select id from commerce_customers where shop_id = $1 and email = $2 order by id limit 1',
    [shop.shopId, person.email],
  );
  return { shop, person, customerId: Number(rows[0]!.id) };
}

describe('seedCustomerExtras', () => {
  it('needs the demo accounts first, then seeds every shop once; a second run adds nothing', () => {
    expect(beforeCustomers).toEqual({
      branchOrders: 0,
      subscriptions: 0,
      appointments: 0,
      shopsWithoutAccounts: allShops,
      shopsWithoutBranches: [],
      shopsWithoutContactLenses: allShops,
    });
    // Nine shops, two accounts each: five branch orders, three subscriptions, two appointments.
    expect(first).toEqual({
      branchOrders: 9 * 2 * 5,
      subscriptions: 9 * 2 * 3,
      appointments: 9 * 2 * 2,
      shopsWithoutAccounts: [],
      shopsWithoutBranches: [],
      shopsWithoutContactLenses: [],
    });
    expect(again).toEqual({ ...first, branchOrders: 0, subscriptions: 0, appointments: 0 });
  });

  it.each(allShops.flatMap((code) => [[code, 'verified'] as const, [code, 'unverified'] as const]))(
    '%s, %s account: branch orders in every status at a branch of its market, answered as domain BranchOrders',
    async (code, kind) => {
      const { shop, customerId } = await accountOf(code, kind);
      const { status, body } = await server.get(
        `/v1/customers/${customerId}/branch-orders?shopId=${shop.shopId}`,
      );
      expect(status).toBe(200);
      const orders = pageOf(BranchOrderSchema).parse(body).entities;
      expect(orders.map((order) => order.status).sort()).toEqual([...branchOrderStatuses].sort());
      const branchIds = new Set(orders.map((order) => order.branchId));
      expect(branchIds.size).toBe(1);
      const branch = await server.get(`/v1/branches/${[...branchIds][0]}?shopId=${shop.shopId}`);
      expect(branch.body).toMatchObject({ country: shop.country });
      for (const order of orders) {
        expect(order.currencyCode).toBe(shop.currency);
        expect(order.total.withTax).toBe(
          order.items.reduce((sum, item) => sum + item.price.withTax * item.quantity, 0),
        );
        expect(order.paid.withTax).toBeLessThanOrEqual(order.total.withTax);
      }
    },
  );

  it.each([
    ['de-de', '1102', 'Brillenfassung Lumen Classic, Titan'],
    ['de-at', '1201', 'Brillenfassung Lumen Classic, Titan'],
    ['fr-ch', '1302', 'Monture Lumen Classic, titane'],
    ['it-ch', '1304', 'Montatura Lumen Classic, titanio'],
    ['de-it', '1402', 'Brillenfassung Lumen Classic, Titan'],
    ['pl-pl', '1501', 'Oprawka Lumen Classic, tytan'],
    ['cs-cz', '1601', 'Obroučka Lumen Classic, titan'],
  ] as const)(
    '%s: the branch of the customer’s city (%s), items in the shop’s language',
    async (code, branchId, frame) => {
      const { shop, customerId } = await accountOf(code, 'verified');
      const { body } = await server.get(`/v1/customers/${customerId}/branch-orders?shopId=${shop.shopId}`);
      const orders = pageOf(BranchOrderSchema).parse(body).entities;
      expect(orders[0]!.branchId).toBe(branchId);
      expect(orders.flatMap((order) => order.items.map((item) => item.description))).toContain(frame);
    },
  );

  it.each(allShops)(
    '%s: an active, a paused and a cancelled subscription on contact lenses of the shop',
    async (code) => {
      const { shop, customerId } = await accountOf(code, 'verified');
      const { status, body } = await server.get(
        `/v1/customers/${customerId}/subscriptions?shopId=${shop.shopId}`,
      );
      expect(status).toBe(200);
      const subscriptions = pageOf(SubscriptionSchema).parse(body).entities;
      expect(subscriptions.map((subscription) => subscription.status)).toEqual([...subscriptionStatuses]);
      const { rows } = await database.db.query<{ category: string }>(
        `select p.product_category as category from variants v join products p on p.id = v.product_id
        where v.id = any($1::int[])`,
        [subscriptions.map((subscription) => subscription.variantId)],
      );
      expect(rows.map((row) => row.category)).toEqual(rows.map(() => 'contactLenses'));
      const [active, paused] = subscriptions as [(typeof subscriptions)[0], (typeof subscriptions)[0]];
      expect(active.nextDeliveryDate! > '2025-06-02').toBe(true);
      expect(paused.nextDeliveryDate! > paused.pausedUntil!).toBe(true);
    },
  );

  it('a seeded subscription takes the domain’s changes over HTTP', async () => {
    const { shop, customerId } = await accountOf('pl-pl', 'verified');
    const { body } = await server.get(`/v1/customers/${customerId}/subscriptions?shopId=${shop.shopId}`);
    const paused = pageOf(SubscriptionSchema)
      .parse(body)
      .entities.find((subscription) => subscription.status === 'paused')!;
    const answer = await server.send(
      'PATCH',
      `/v1/subscriptions/${paused.id}?shopId=${shop.shopId}&customerId=${customerId}`,
      { action: 'resume' },
    );
    expect(answer.status).toBe(200);
    expect(SubscriptionSchema.parse(answer.body)).toMatchObject({ status: 'active', pausedUntil: null });
  });

  it.each(allShops)(
    '%s: two upcoming appointments of each account, in slots that had a place',
    async (code) => {
      for (const kind of ['verified', 'unverified'] as const) {
        const { shop, customerId } = await accountOf(code, kind);
        const { body } = await server.get(`/v1/customers/${customerId}/appointments?shopId=${shop.shopId}`);
        const appointments = pageOf(AppointmentAnswerSchema).parse(body).entities;
        appointments.forEach((appointment) => AppointmentSchema.parse(appointment));
        expect(appointments.map((appointment) => appointment.service.serviceName).sort()).toEqual([
          'CL_FU',
          'GL_ET',
        ]);
        for (const appointment of appointments) {
          expect(appointment.status).toBe('booked');
          expect(Date.parse(appointment.dateTime)).toBeGreaterThanOrEqual(now.getTime() + 2 * 86_400_000);
        }
      }
    },
  );

  it('guests get no extras, and no slot is booked beyond its capacity', async () => {
    const { customerId } = await accountOf('de-de', 'guest');
    const { rows } = await database.db.query<{ n: number }>(
      `select (select count(*) from branch_orders where customer_id = $1)
            + (select count(*) from subscriptions where customer_id = $1)
            + (select count(*) from appointments where customer_id = $1) as n`,
      [customerId],
    );
    expect(Number(rows[0]!.n)).toBe(0);
    const over = await database.db.query(
      `select s.id from appointment_slots s
        where s.booked > s.capacity
           or s.booked < (select count(*) from appointments a where a.slot_id = s.id and a.status = 'booked')`,
    );
    expect(over.rows).toEqual([]);
  });
});
