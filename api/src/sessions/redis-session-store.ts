import type { Logger } from 'pino';
import { createClient } from 'redis';
import type { RedisClientType } from 'redis';
import { tokenHash } from './session-store.ts';
import type { Session, SessionStore } from './session-store.ts';

/** What one session key holds; the id itself is never stored, only its hash names the key. */
interface StoredSession {
  shopId: number;
  basketKey: string;
  wishlistKey: string;
  customerId: number | null;
  expiresAt: string;
}

export type RedisConnection = RedisClientType;

export interface RedisSessionStoreOptions {
  /** Prefixes every key, so one Redis can serve several deployments (and tests). */
  prefix?: string;
}

/**
 * Sessions in Redis (`REDIS_URL`), for deployments with several api processes that would rather not
 * put every session read on PostgreSQL. Each session is one key that Redis expires itself at the
 * session's end; a set per customer lists the customer's session keys, so a password change can end
 * them all.
 */
export function redisSessionStore(
  redis: RedisConnection,
  options: RedisSessionStoreOptions = {},
): SessionStore {
  const prefix = options.prefix ?? 'lumen:';
  const sessionKey = (id: string) => `${prefix}session:${tokenHash(id)}`;
  const customerKey = (customerId: number) => `${prefix}customer-sessions:${customerId}`;

  async function read(key: string): Promise<StoredSession | undefined> {
    const text = await redis.get(key);
    return text === null ? undefined : (JSON.parse(text) as StoredSession);
  }

  return {
    async insert(session) {
      const key = sessionKey(session.id);
      const stored: StoredSession = {
        shopId: session.shopId,
        basketKey: session.basketKey,
        wishlistKey: session.wishlistKey,
        customerId: session.customerId,
        expiresAt: session.expiresAt.toISOString(),
      };
      const multi = redis.multi().set(key, JSON.stringify(stored), {
        expiration: { type: 'PXAT', value: session.expiresAt.getTime() },
      });
      if (session.customerId !== null) {
        // The index lives as long as the customer's longest session; stale members are harmless.
        multi
          .sAdd(customerKey(session.customerId), key)
          .pExpireAt(customerKey(session.customerId), session.expiresAt.getTime(), 'GT')
          .pExpireAt(customerKey(session.customerId), session.expiresAt.getTime(), 'NX');
      }
      await multi.exec();
    },
    async find(id) {
      const stored = await read(sessionKey(id));
      if (!stored) return undefined;
      const expiresAt = new Date(stored.expiresAt);
      // Redis drops the key at its end by its own clock; the app's clock decides too.
      if (expiresAt.getTime() <= Date.now()) return undefined;
      return {
        id,
        shopId: stored.shopId,
        basketKey: stored.basketKey,
        wishlistKey: stored.wishlistKey,
        customerId: stored.customerId,
        expiresAt,
      } satisfies Session;
    },
    async extend(id, expiresAt) {
      const key = sessionKey(id);
      const stored = await read(key);
      if (!stored) return;
      stored.expiresAt = expiresAt.toISOString();
      const multi = redis.multi().set(key, JSON.stringify(stored), {
        expiration: { type: 'PXAT', value: expiresAt.getTime() },
        condition: 'XX',
      });
      if (stored.customerId !== null) {
        multi.pExpireAt(customerKey(stored.customerId), expiresAt.getTime(), 'GT');
      }
      await multi.exec();
    },
    async delete(id) {
      const key = sessionKey(id);
      const stored = await read(key);
      const multi = redis.multi().del(key);
      if (stored && stored.customerId !== null) multi.sRem(customerKey(stored.customerId), key);
      await multi.exec();
    },
    async deleteForCustomer(customerId) {
      const index = customerKey(customerId);
      const keys = await redis.sMembers(index);
      await redis
        .multi()
        .del([...keys, index])
        .exec();
    },
    // Redis expires sessions by itself: nothing is left to purge.
    purgeExpired: () => Promise.resolve(0),
  };
}

/**
 * Connects to `url` and fails fast when Redis does not answer: a deployment configured for Redis
 * must not start and silently lose every visitor's session.
 */
export async function connectRedis(url: string, logger: Logger): Promise<RedisConnection> {
  const client = createClient({
    url,
    socket: { connectTimeout: 5000, reconnectStrategy: (retries) => Math.min(retries * 200, 2000) },
  });
  // Without a listener a dropped connection would end the process; the client reconnects itself.
  client.on('error', (error: unknown) => logger.error({ err: error }, 'Redis connection failed'));
  await client.connect();
  return client;
}
