import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../testing/test-database.ts';
import type { Db } from './db.ts';
import { loadMigrations, migrate } from './migrate.ts';
import { openPgliteDb } from './pglite-db.ts';
import { openPostgresDb } from './postgres-db.ts';

// Migration 0016 on a database written before it: the identity keeps its accounts in `customers`,
// and the commerce backend gets its own record of everyone its rows name. Accounts keep their ids
// on both sides (`customerId` means the same), guests of orders move to the backend's own range
// and out of the identity, and nothing the backend holds points into the identity any more.

const schema = `test_${randomBytes(6).toString('hex')}`;
let db: Db;

beforeAll(async () => {
  db = testDatabaseUrl ? await openPostgresDb({ url: testDatabaseUrl, schema }) : await openPgliteDb();
  const migrations = await loadMigrations();
  await migrate(db, { migrations: migrations.filter((migration) => migration.version < 16) });
});

afterAll(async () => {
  if (testDatabaseUrl) await db?.exec(`drop schema if exists ${schema} cascade`);
  await db?.close();
});

async function insertCustomer(email: string, isGuest: boolean): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `insert into customers (shop_id, email, first_name, last_name, password_hash, is_guest, verified)
     values (1001, $1, 'Anna', 'Schmidt', $2, $3, $4) returning id`,
    [email, isGuest ? null : 'scrypt$placeholder', isGuest, !isGuest],
  );
  return Number(rows[0]!.id);
}

async function insertOrder(customerId: number, code: string | null): Promise<number> {
  const id = 100_000_000_000 + Math.floor(Math.random() * 899_999_999_999);
  await db.query(
    `insert into orders (id, shop_id, customer_id, cbd_token, email, zip_code, currency, cost, vouchers, payment_key,
                         carrier_key, shipping_address, billing_address, payment_status)
     values ($1, 1001, $2, $3, 'anna@example.com', '20095', 'EUR', '{}'::jsonb, '[]'::jsonb, 'ratepay_invoice',
             'DHL', '{}'::jsonb, '{}'::jsonb, 'pending')`,
    [id, customerId, randomBytes(24).toString('base64url')],
  );
  if (code) {
    await db.query(
      `insert into voucher_uses (order_id, code, customer_id, email) values ($1, $2, $3, 'anna@example.com')`,
      [id, code, customerId],
    );
  }
  return id;
}

describe('migration 0016 on a database written before it', () => {
  const ids = { account: 0, accountWithoutOrders: 0, orderGuest: 0, checkoutGuest: 0 };
  const orders = { account: 0, guest: 0 };

  beforeAll(async () => {
    ids.account = await insertCustomer('anna@example.com', false);
    ids.accountWithoutOrders = await insertCustomer('ben@example.com', false);
    ids.orderGuest = await insertCustomer('gast@example.com', true);
    // continueAsGuest's guest, known only by a session: the identity's, never named by an order.
    ids.checkoutGuest = await insertCustomer('eilig@example.com', true);
    await db.query(
      `insert into sessions (id_hash, shop_id, basket_key, wishlist_key, customer_id, expires_at)
       values ($1, 1001, 'b', 'w', $2, now() + interval '1 day')`,
      ['a'.repeat(64), ids.checkoutGuest],
    );
    orders.account = await insertOrder(ids.account, 'WILLKOMMEN10');
    orders.guest = await insertOrder(ids.orderGuest, 'WILLKOMMEN10');
    await migrate(db);
  });

  it('gives the backend a record of every account, with the same id, name and basket key', async () => {
    const { rows } = await db.query<{
      id: string;
      email: string;
      is_guest: boolean;
      verified: boolean;
      same_key: boolean;
    }>(
      `select cc.id, cc.email, cc.is_guest, cc.verified, cc.basket_key = c.basket_key as same_key
         from commerce_customers cc join customers c on c.id = cc.id
        order by cc.id`,
    );
    expect(rows.map((row) => [Number(row.id), row.email, row.is_guest, row.verified, row.same_key])).toEqual([
      [ids.account, 'anna@example.com', false, true, true],
      [ids.accountWithoutOrders, 'ben@example.com', false, true, true],
    ]);
  });

  it('moves a guest who ordered into the backend’s range, with their order and voucher use, out of the identity', async () => {
    const { rows } = await db.query<{ customer_id: string; is_guest: boolean; email: string }>(
      `select o.customer_id, cc.is_guest, cc.email from orders o join commerce_customers cc on cc.id = o.customer_id
        where o.id = $1`,
      [orders.guest],
    );
    expect(Number(rows[0]!.customer_id)).toBeGreaterThanOrEqual(5_000_000_000_000);
    expect(rows[0]).toMatchObject({ is_guest: true, email: 'gast@example.com' });
    const use = await db.query<{ customer_id: string }>(
      'select customer_id from voucher_uses where order_id = $1',
      [orders.guest],
    );
    expect(use.rows[0]!.customer_id).toBe(rows[0]!.customer_id);
    const left = await db.query('select 1 from customers where id = $1', [ids.orderGuest]);
    expect(left.rowCount).toBe(0);
  });

  it('keeps the checkout guest of a session with the identity, and the account’s order under its id', async () => {
    const guest = await db.query('select 1 from customers where id = $1', [ids.checkoutGuest]);
    expect(guest.rowCount).toBe(1);
    const order = await db.query<{ customer_id: string }>('select customer_id from orders where id = $1', [
      orders.account,
    ]);
    expect(Number(order.rows[0]!.customer_id)).toBe(ids.account);
  });

  it('lets the backend name a customer the identity does not have, and gives new guests the guests’ range', async () => {
    const { rows } = await db.query<{ id: string }>(
      `insert into commerce_customers (shop_id, email, first_name, last_name, is_guest)
       values (1001, 'neu@example.com', 'Neu', 'Gast', true) returning id`,
    );
    const guestId = Number(rows[0]!.id);
    expect(guestId).toBeGreaterThan(5_000_000_000_000);
    await insertOrder(guestId, null);
    await expect(
      db.query(
        `insert into commerce_customers (id, shop_id, email, first_name, last_name, is_guest)
         values (5000000000999, 1001, 'falsch@example.com', 'Falsch', 'Konto', false)`,
      ),
    ).rejects.toThrow();
  });
});
