import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database.ts';
import type { TestDatabase } from '../testing/test-database.ts';
import { postgresSessionStore } from './postgres-session-store.ts';
import { connectRedis, redisSessionStore } from './redis-session-store.ts';
import type { RedisConnection } from './redis-session-store.ts';
import { randomToken, tokenHash } from './session-store.ts';
import type { Session, SessionStore } from './session-store.ts';

/*
 * Sessions live in PostgreSQL, or in Redis where REDIS_URL is set. Both stores keep the
 * same contract; the Redis one is proven where a server answers (TEST_REDIS_URL, set by CI).
 */
const testRedisUrl = process.env['TEST_REDIS_URL'] || undefined;

let database: TestDatabase;
let customerA: number;
let customerB: number;
let customerC: number;
let redis: RedisConnection | undefined;
const prefix = `lumen-test-${randomBytes(6).toString('hex')}:`;

beforeAll(async () => {
  database = await openTestDatabase();
  const { rows } = await database.db.query<{ id: string }>(
    `insert into customers (shop_id, email, first_name, last_name, is_guest)
     select 1001, 'c' || n || '@example.com', 'Eva', 'Muster', true from generate_series(1, 3) n
     returning id`,
  );
  [customerA, customerB, customerC] = rows.map((row) => Number(row.id)) as [number, number, number];
  if (testRedisUrl) redis = await connectRedis(testRedisUrl, pino({ level: 'silent' }));
});
afterAll(async () => {
  if (redis) {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(keys);
    await redis.quit();
  }
  await database.cleanup();
});

const stores: { name: string; store: () => SessionStore }[] = [
  { name: 'PostgreSQL', store: () => postgresSessionStore(database.db) },
  ...(testRedisUrl ? [{ name: 'Redis', store: () => redisSessionStore(redis!, { prefix }) }] : []),
];

const hour = 60 * 60 * 1000;

function session(overrides: Partial<Session> = {}): Session {
  return {
    id: randomToken(),
    shopId: 1001,
    basketKey: randomToken(),
    wishlistKey: randomToken(),
    customerId: null,
    expiresAt: new Date(Date.now() + hour),
    ...overrides,
  };
}

describe.each(stores)('the $name session store', ({ store: makeStore }) => {
  it('finds a session by its id with everything it was stored with', async () => {
    const store = makeStore();
    const stored = session({ customerId: customerC });
    await store.insert(stored);
    const found = await store.find(stored.id);
    expect(found).toEqual(stored);
  });

  it('finds nothing for an unknown id, an expired session or a deleted one', async () => {
    const store = makeStore();
    const expired = session({ expiresAt: new Date(Date.now() + 30) });
    const deleted = session();
    await store.insert(expired);
    await store.insert(deleted);
    await store.delete(deleted.id);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await store.find(randomToken())).toBeUndefined();
    expect(await store.find(expired.id)).toBeUndefined();
    expect(await store.find(deleted.id)).toBeUndefined();
  });

  it('moves the expiry of an existing session (sliding expiry)', async () => {
    const store = makeStore();
    const stored = session();
    await store.insert(stored);
    const later = new Date(Date.now() + 5 * hour);
    await store.extend(stored.id, later);
    expect((await store.find(stored.id))?.expiresAt).toEqual(later);
  });

  it('ends every session of one customer and no other (password change)', async () => {
    const store = makeStore();
    const phone = session({ customerId: customerA });
    const laptop = session({ customerId: customerA });
    const someoneElse = session({ customerId: customerB });
    const anonymous = session();
    for (const each of [phone, laptop, someoneElse, anonymous]) await store.insert(each);
    await store.deleteForCustomer(customerA);
    expect(await store.find(phone.id)).toBeUndefined();
    expect(await store.find(laptop.id)).toBeUndefined();
    expect(await store.find(someoneElse.id)).toEqual(someoneElse);
    expect(await store.find(anonymous.id)).toEqual(anonymous);
  });

  it('never keeps the id itself, only its hash', async () => {
    const store = makeStore();
    const stored = session();
    await store.insert(stored);
    if (redis) expect((await redis.keys(`${prefix}*`)).join(' ')).not.toContain(stored.id);
    const { rows } = await database.db.query<{ id_hash: string }>('select id_hash from sessions');
    expect(rows.map((row) => row.id_hash).join(' ')).not.toContain(stored.id);
  });
});

// Defined only where a Redis server answers, like the PostgreSQL project of the suite.
if (testRedisUrl) {
  describe('the Redis session store', () => {
    it('lets Redis drop a session key by itself at the session’s end', async () => {
      const store = redisSessionStore(redis!, { prefix });
      const stored = session({ expiresAt: new Date(Date.now() + 50) });
      await store.insert(stored);
      await new Promise((resolve) => setTimeout(resolve, 120));
      expect(await redis!.exists(`${prefix}session:${tokenHash(stored.id)}`)).toBe(0);
      expect(await store.purgeExpired()).toBe(0);
    });
  });
}
