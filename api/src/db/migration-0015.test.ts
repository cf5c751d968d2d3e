import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../testing/test-database.ts';
import type { Db } from './db.ts';
import { loadMigrations, migrate } from './migrate.ts';
import { openPgliteDb } from './pglite-db.ts';
import { openPostgresDb } from './postgres-db.ts';

// Migration 0015 on a database written before it: customers' baskets and wishlists under the old
// `customer-{id}-…` keys are found under their new random keys, everything that held an old key
// follows, the seed's welcome codes become once per customer, and orders that used a code count as
// its uses.

const schema = `test_${randomBytes(6).toString('hex')}`;
let db: Db;

beforeAll(async () => {
  db = testDatabaseUrl ? await openPostgresDb({ url: testDatabaseUrl, schema }) : await openPgliteDb();
  const migrations = await loadMigrations();
  await migrate(db, { migrations: migrations.filter((migration) => migration.version < 15) });
});

afterAll(async () => {
  if (testDatabaseUrl) await db?.exec(`drop schema if exists ${schema} cascade`);
  await db?.close();
});

async function insertCustomer(email: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into customers (shop_id, email, first_name, last_name, password_hash)
     values (1001, $1, 'Anna', 'Schmidt', 'scrypt$placeholder') returning id`,
    [email],
  );
  return rows[0]!.id;
}

async function insertOrder(customerId: number, options: { code: string | null; paymentStatus: string }) {
  const id = 100_000_000_000 + Math.floor(Math.random() * 899_999_999_999);
  await db.query(
    `insert into orders (id, shop_id, customer_id, cbd_token, email, zip_code, currency, cost, vouchers, payment_key,
                         carrier_key, shipping_address, billing_address, basket_key, payment_status,
                         payment_settled_at)
     values ($1, 1001, $2, $3, 'Anna@Example.com', '20095', 'EUR', '{}'::jsonb, $4::jsonb, 'paypal_instant', 'DHL',
             '{}'::jsonb, '{}'::jsonb, $5, $6, case when $6 = 'pending' then null else now() end)`,
    [
      id,
      customerId,
      randomBytes(24).toString('base64url'),
      JSON.stringify(options.code ? [{ type: 'relative', code: options.code, value: 0.1 }] : []),
      `customer-${customerId}-basket`,
      options.paymentStatus,
    ],
  );
  return id;
}

describe('migration 0015 on a database written before it', () => {
  let customerId: number;
  let otherId: number;
  const orders: Record<string, number> = {};

  beforeAll(async () => {
    customerId = await insertCustomer('anna@example.com');
    otherId = await insertCustomer('ben@example.com');
    const basket = await db.query<{ id: number }>(
      `insert into baskets (shop_id, key) values (1001, $1) returning id`,
      [`customer-${customerId}-basket`],
    );
    await db.query(
      `insert into basket_items (key, basket_id, variant_id, quantity) values (gen_random_uuid(), $1, 4711, 2)`,
      [basket.rows[0]!.id],
    );
    await db.query(`insert into basket_vouchers (basket_id, code) values ($1, 'WILLKOMMEN10')`, [
      basket.rows[0]!.id,
    ]);
    await db.query(`insert into wishlists (shop_id, key) values (1001, $1)`, [
      `customer-${customerId}-wishlist`,
    ]);
    await db.query(`insert into baskets (shop_id, key) values (1001, 'an-anonymous-visitor-key')`);
    await db.query(
      `insert into sessions (id_hash, shop_id, basket_key, wishlist_key, customer_id, expires_at)
       values ($1, 1001, $2, $3, $4, now() + interval '1 day')`,
      ['a'.repeat(64), `customer-${customerId}-basket`, `customer-${customerId}-wishlist`, customerId],
    );
    await db.query(`insert into ropo_baskets (shop_id, basket_key, slots) values (1001, $1, '[]'::jsonb)`, [
      `customer-${customerId}-basket`,
    ]);
    await db.query(
      `insert into voucher_codes (code, type, value, currency, min_order_value, start_at, end_at)
       values ('WILLKOMMEN10', 'relative', 10, null, 5000, now() - interval '1 day', now() + interval '60 days'),
              ('SOMMER20', 'absolute', 2000, 'EUR', 10000, now() - interval '1 day', now() + interval '60 days')`,
    );
    orders['paid'] = await insertOrder(customerId, { code: 'WILLKOMMEN10', paymentStatus: 'paid' });
    orders['cancelled'] = await insertOrder(customerId, { code: 'SOMMER20', paymentStatus: 'cancelled' });
    orders['pending'] = await insertOrder(otherId, { code: 'SOMMER20', paymentStatus: 'pending' });
    orders['none'] = await insertOrder(otherId, { code: null, paymentStatus: 'deferred' });

    expect((await migrate(db)).map((migration) => migration.version)).toContain(15);
  });

  async function keysOf(id: number) {
    const { rows } = await db.query<{ basket_key: string; wishlist_key: string }>(
      'select basket_key, wishlist_key from customers where id = $1',
      [id],
    );
    return rows[0]!;
  }

  it('gives every customer random keys and moves their basket and wishlist there, items and voucher along', async () => {
    const keys = await keysOf(customerId);
    expect(keys.basket_key).toMatch(/^[0-9a-f]{64}$/);
    expect((await keysOf(otherId)).basket_key).not.toBe(keys.basket_key);
    const { rows } = await db.query<{ key: string; quantity: number; code: string }>(
      `select b.key, i.quantity, v.code from baskets b join basket_items i on i.basket_id = b.id
         join basket_vouchers v on v.basket_id = b.id where b.key = $1`,
      [keys.basket_key],
    );
    expect(rows).toEqual([{ key: keys.basket_key, quantity: 2, code: 'WILLKOMMEN10' }]);
    const wishlists = await db.query('select 1 from wishlists where key = $1', [keys.wishlist_key]);
    expect(wishlists.rowCount).toBe(1);
    const old = await db.query(`select key from baskets where key like 'customer-%' union all
                                select key from wishlists where key like 'customer-%'`);
    expect(old.rows).toEqual([]);
    // Anonymous keys stay as they were.
    expect((await db.query(`select 1 from baskets where key = 'an-anonymous-visitor-key'`)).rowCount).toBe(1);
  });

  it('moves the signed-in session, the ROPO basket and the orders’ baskets to the new keys', async () => {
    const keys = await keysOf(customerId);
    const sessions = await db.query('select basket_key, wishlist_key from sessions where customer_id = $1', [
      customerId,
    ]);
    expect(sessions.rows).toEqual([{ basket_key: keys.basket_key, wishlist_key: keys.wishlist_key }]);
    const ropo = await db.query('select basket_key from ropo_baskets');
    expect(ropo.rows).toEqual([{ basket_key: keys.basket_key }]);
    const orderKeys = await db.query<{ basket_key: string }>(
      'select basket_key from orders where customer_id = $1',
      [customerId],
    );
    expect(new Set(orderKeys.rows.map((row) => row.basket_key))).toEqual(new Set([keys.basket_key]));
  });

  it('makes the welcome codes once per customer and counts the uses of orders placed before', async () => {
    const codes = await db.query(
      'select code, max_uses, max_uses_per_customer from voucher_codes order by code',
    );
    expect(codes.rows).toEqual([
      { code: 'SOMMER20', max_uses: null, max_uses_per_customer: null },
      { code: 'WILLKOMMEN10', max_uses: null, max_uses_per_customer: 1 },
    ]);
    const uses = await db.query<{ order_id: number; code: string; email: string }>(
      'select order_id, code, email from voucher_uses order by code',
    );
    // The cancelled order gave its use back; the one without a code has none.
    expect(uses.rows).toEqual([
      { order_id: orders['pending'], code: 'SOMMER20', email: 'anna@example.com' },
      { order_id: orders['paid'], code: 'WILLKOMMEN10', email: 'anna@example.com' },
    ]);
  });
});
