import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database.ts';
import type { TestDatabase } from '../testing/test-database.ts';
import { anonymousCollectionKeys } from '../sessions/session-store.ts';
import { customerCollectionKeys, emptyCollectionKeys } from './collection-keys.ts';

// The commerce backend's basket and wishlist key rule.
const backendKey = /^[A-Za-z0-9_-]{1,100}$/;

let database: TestDatabase;

/** A customer of de-de, as registering makes one. */
async function insertCustomer(email: string): Promise<number> {
  const { rows } = await database.db.query<{ id: number }>(
    `insert into customers (shop_id, email, first_name, last_name, password_hash)
     values (1001, $1, 'Anna', 'Schmidt', 'scrypt$placeholder') returning id`,
    [email],
  );
  return rows[0]!.id;
}

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.cleanup();
});

describe('whose basket and wishlist a session sees', () => {
  it('gives every anonymous visitor random keys of their own', () => {
    const first = anonymousCollectionKeys();
    const second = anonymousCollectionKeys();
    expect(new Set([first.basketKey, first.wishlistKey, second.basketKey, second.wishlistKey]).size).toBe(4);
    expect(first.basketKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('gives a customer the same keys every time, their own and fit for the backend', async () => {
    const anna = await insertCustomer('anna@example.com');
    const ben = await insertCustomer('ben@example.com');
    const keys = await customerCollectionKeys(database.db, anna);
    expect(await customerCollectionKeys(database.db, anna)).toEqual(keys);
    expect((await customerCollectionKeys(database.db, ben)).basketKey).not.toBe(keys.basketKey);
    expect(keys.basketKey).toMatch(backendKey);
    expect(keys.wishlistKey).toMatch(backendKey);
    expect(keys.basketKey).not.toBe(keys.wishlistKey);
  });

  it('a customer’s keys cannot be worked out from the customer id', async () => {
    const ids = await Promise.all(
      Array.from({ length: 5 }, (_, index) => insertCustomer(`key-${index}@example.com`)),
    );
    const keys = await Promise.all(ids.map((id) => customerCollectionKeys(database.db, id)));
    for (const [index, { basketKey, wishlistKey }] of keys.entries()) {
      // Random, as long as two UUIDs' randomness, never shaped like an anonymous key (43 characters).
      expect(basketKey).toMatch(/^[0-9a-f]{64}$/);
      expect(wishlistKey).toMatch(/^[0-9a-f]{64}$/);
      expect(basketKey).not.toContain(String(ids[index]));
      expect(basketKey).not.toMatch(/^customer-/);
    }
    // Consecutive ids share nothing a guesser could step through.
    const prefixes = new Set(keys.map(({ basketKey }) => basketKey.slice(0, 8)));
    expect(prefixes.size).toBe(keys.length);
  });

  it('knows no keys for a customer that does not exist', async () => {
    await expect(customerCollectionKeys(database.db, 987_654)).rejects.toThrow(/no such customer/);
  });

  it('keeps the keys of visitors without a session apart from every other key', () => {
    expect(emptyCollectionKeys.basketKey).toMatch(backendKey);
    expect(emptyCollectionKeys.basketKey).not.toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(emptyCollectionKeys.basketKey).not.toMatch(/^[0-9a-f]{64}$/);
  });
});
