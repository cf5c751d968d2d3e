import {
  OrderSchema,
  checkEmail,
  checkPassword,
  checkPersonName,
  checkZipCode,
  deliveryStatuses,
  markets,
  orderStatus,
  shops,
} from '@lumen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerAddresses } from '../../account-area/user-details-repository.ts';
import { fixtureVariantList, insertFixtureCatalog } from '../../commerce/baskets/fixture-catalog.fixtures.ts';
import { customerOrders } from '../../commerce/orders/order-repository.ts';
import { verifyPassword } from '../../identity/password-hash.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import type { TestDatabase } from '../../testing/test-database.ts';
import { demoCustomerPassword, demoCustomers, demoSignIns } from './demo-customers.ts';
import { seedDemoCustomers } from './seed-demo-customers.ts';
import type { DemoCustomerSeedResult } from './seed-demo-customers.ts';

const now = new Date('2025-06-02T10:00:00Z');
let database: TestDatabase;
let withoutCatalogue: DemoCustomerSeedResult;
let withCatalogue: DemoCustomerSeedResult;
let again: DemoCustomerSeedResult;

beforeAll(async () => {
  database = await openTestDatabase();
  withoutCatalogue = await seedDemoCustomers(database.db, { now });
  await insertFixtureCatalog(database.db, fixtureVariantList);
  withCatalogue = await seedDemoCustomers(database.db, { now });
  again = await seedDemoCustomers(database.db, { now });
});

afterAll(async () => {
  await database?.cleanup();
});

async function customerId(shopId: number, email: string): Promise<number> {
  const { rows } = await database.db.query<{ id: number }>(
    'select id from customers where shop_id = $1 and email = $2',
    [shopId, email],
  );
  return rows[0]!.id;
}

describe('demo customers seed', () => {
  it('seeds customers first and orders once the catalogue is there; a second run adds nothing', () => {
    expect(withoutCatalogue).toEqual({
      customers: 27,
      orders: 0,
      shopsWithoutOrders: shops.map((shop) => shop.code),
    });
    expect(withCatalogue).toEqual({ customers: 0, orders: 9 * 11, shopsWithoutOrders: [] });
    expect(again).toEqual({ customers: 0, orders: 0, shopsWithoutOrders: [] });
  });

  it.each(shops.map((shop) => [shop.code, shop] as const))(
    '%s: the verified customer has an order in every §4 delivery status, derived and by package',
    async (_code, shop) => {
      const verified = demoCustomers[shop.code].find((person) => person.kind === 'verified')!;
      const { orders } = await customerOrders(
        database.db,
        shop.shopId,
        await customerId(shop.shopId, verified.email),
        {
          page: 1,
          perPage: 100,
        },
      );
      const parsed = orders.map((stored) => OrderSchema.parse(stored.order));
      expect(new Set(parsed.map(orderStatus))).toEqual(new Set(deliveryStatuses));
      expect(new Set(parsed.flatMap((order) => order.packages.map((pkg) => pkg.deliveryStatus)))).toEqual(
        new Set(deliveryStatuses),
      );
      expect(parsed.every((order) => order.currencyCode === shop.currency)).toBe(true);
    },
  );

  it.each(demoSignIns.map((signIn) => [signIn.shopCode, signIn.email, signIn] as const))(
    '%s %s signs in with the published password',
    async (shopCode, email, signIn) => {
      const shop = shops.find((candidate) => candidate.code === shopCode)!;
      const { rows } = await database.db.query<{
        password_hash: string;
        verified: boolean;
        is_guest: boolean;
      }>('select password_hash, verified, is_guest from customers where shop_id = $1 and email = $2', [
        shop.shopId,
        email,
      ]);
      expect(rows[0]).toMatchObject({ verified: signIn.verified, is_guest: false });
      expect(await verifyPassword(signIn.password, rows[0]!.password_hash)).toBe(true);
      expect(await verifyPassword('Lumen!Brille2024', rows[0]!.password_hash)).toBe(false);
    },
  );

  it.each(demoSignIns.map((signIn) => [signIn.shopCode, signIn.email] as const))(
    '%s %s keeps a billing address in its market, which the checkout starts with',
    async (shopCode, email) => {
      const shop = shops.find((candidate) => candidate.code === shopCode)!;
      const person = demoCustomers[shop.code].find((candidate) => candidate.email === email)!;
      const address = await customerAddresses(database.db, await customerId(shop.shopId, email));
      expect(address).toEqual({
        billing: { ...person.address, countryCode: markets[shop.country].alpha3 },
      });
    },
  );

  it('keeps unverified accounts unverified (§6); the guest is the backend’s alone, with no account', async () => {
    const { rows } = await database.db.query<{ kind: string; n: number }>(
      `select case when verified then 'verified' else 'unverified' end as kind, count(*)::int as n,
              bool_and(not is_guest and password_hash is not null) as accounts
         from customers group by 1 order by 1`,
    );
    expect(rows).toEqual([
      { kind: 'unverified', n: 9, accounts: true },
      { kind: 'verified', n: 9, accounts: true },
    ]);
    const backend = await database.db.query<{ kind: string; n: number }>(
      `select case when is_guest then 'guest' else 'account' end as kind, count(*)::int as n,
              bool_and(is_guest or id in (select id from customers)) as same_ids
         from commerce_customers group by 1 order by 1`,
    );
    expect(backend.rows).toEqual([
      { kind: 'account', n: 18, same_ids: true },
      { kind: 'guest', n: 9, same_ids: true },
    ]);
  });

  it('uses data the §5 rules accept: password, names, emails and zip codes', () => {
    expect(checkPassword(demoCustomerPassword)).toEqual({ ok: true });
    for (const person of Object.values(demoCustomers).flat()) {
      expect([person.firstName, person.lastName].map(checkPersonName)).toEqual([{ ok: true }, { ok: true }]);
      expect(checkEmail(person.email)).toEqual({ ok: true });
      expect(checkZipCode(person.address.zipCode)).toEqual({ ok: true });
    }
  });
});
