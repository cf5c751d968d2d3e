import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { localShopDomains } from '@lumen/domain';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.ts';
import { currentUser } from '../identity/account-service.ts';
import { procedures } from '../procedures/index.ts';
import { defineProcedure } from '../rpc/define-procedure.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import type { TestDatabase } from '../testing/test-database.ts';
import { postgresSessionStore } from './postgres-session-store.ts';
import { connectRedis, redisSessionStore } from './redis-session-store.ts';
import type { RedisConnection } from './redis-session-store.ts';
import { sessionCookieName } from './session-cookie.ts';
import type { SessionStore } from './session-store.ts';
import { storeModeCookieName } from './store-mode.ts';

/*
 * §2 store mode: on a branch's shared tablet (cookie `lumen_store`, written by the storefront) a
 * customer stays signed in only 10 minutes (the default `storeModeIdleMs`) after their last call.
 * Proven on both session stores: PostgreSQL, and Redis where a server answers (TEST_REDIS_URL).
 */
const testRedisUrl = process.env['TEST_REDIS_URL'] || undefined;

const minute = 60_000;
const idleMs = 10 * minute;
const origin = 'http://de-de.localhost:3000';

// getUser opens the visitor's session first, as the basket calls do, so an anonymous visitor has one.
const getUserOpeningSession = defineProcedure({
  name: 'getUser',
  handler: async (_input, ctx) => {
    await ctx.session.get();
    return currentUser(ctx);
  },
});
const table = { ...procedures, getUser: getUserOpeningSession };

interface Server {
  rpc(name: string, options?: { body?: unknown; cookies?: Record<string, string> }): Promise<Response>;
  close(): Promise<void>;
}

/** The app with the default session settings on `store`, over real HTTP like the storefront's calls. */
async function serve(db: TestDatabase['db'], store: SessionStore): Promise<Server> {
  const app = createApp({
    db,
    shopDomains: localShopDomains(3000),
    logger: pino({ level: 'silent' }),
    procedures: table,
    sessions: store,
    requestLimits: { perAddressPerMinute: 0, perSessionPerMinute: 0 },
  });
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve, reject) => {
    const listening = app.listen(0, '127.0.0.1', (error?: Error) =>
      error ? reject(error) : resolve(listening),
    );
  });
  const { port } = server.address() as AddressInfo;
  return {
    rpc: (name, { body = { payload: {} }, cookies = {} } = {}) => {
      const cookie = Object.entries(cookies)
        .map(([key, value]) => `${key}=${value}`)
        .join('; ');
      return fetch(`http://127.0.0.1:${port}/api/rpc/${name}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-shop-id': '1001',
          origin,
          ...(cookie ? { cookie } : {}),
        },
        body: JSON.stringify(body),
      });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** The session cookie a response sets: its value and Max-Age in seconds. */
function setSessionCookie(response: Response): { id: string; maxAge: number } | undefined {
  const line = response.headers.getSetCookie().find((each) => each.startsWith(`${sessionCookieName}=`));
  if (!line) return undefined;
  return { id: line.split(';')[0]!.split('=')[1]!, maxAge: Number(/; Max-Age=(\d+)/.exec(line)?.[1]) };
}

let database: TestDatabase;
let redis: RedisConnection | undefined;
const prefix = `lumen-test-${randomBytes(6).toString('hex')}:`;
const servers: { name: string; server: Server; store: SessionStore }[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  if (testRedisUrl) redis = await connectRedis(testRedisUrl, pino({ level: 'silent' }));
  const stores = [
    { name: 'PostgreSQL', store: postgresSessionStore(database.db) },
    ...(redis ? [{ name: 'Redis', store: redisSessionStore(redis, { prefix }) }] : []),
  ];
  for (const { name, store } of stores)
    servers.push({ name, store, server: await serve(database.db, store) });
});
afterAll(async () => {
  for (const { server } of servers) await server.close();
  if (redis) {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(keys);
    await redis.quit();
  }
  await database.cleanup();
});

// The app's clock only: sockets, the database and Redis keep their own timers.
beforeEach(() => {
  vi.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});
const wait = (ms: number) => vi.setSystemTime(Date.now() + ms);

describe.each([['PostgreSQL', 0], ...(testRedisUrl ? ([['Redis', 1]] as const) : [])] as const)(
  'store mode sessions (%s store)',
  (_name, index) => {
    const app = () => servers[index]!.server;
    const store = () => servers[index]!.store;
    let customers = 0;

    /** Registers (and so signs in) a new customer; the answer's session cookie. */
    async function signIn(cookies: Record<string, string>) {
      customers += 1;
      const email = `tablet-${index}-${customers}-${randomBytes(3).toString('hex')}@example.de`;
      const registered = await app().rpc('register', {
        body: {
          payload: {
            firstName: 'Jana',
            lastName: 'Berger',
            email,
            password: 'Okulary!2024',
            acceptedTerms: true,
          },
        },
        cookies,
      });
      expect(registered.status).toBe(200);
      const cookie = setSessionCookie(registered);
      expect(cookie).toBeDefined();
      return cookie!;
    }

    /** Who getUser says the visitor is, and the session cookie it set (if it did). */
    async function whoIs(cookies: Record<string, string>) {
      const answer = await app().rpc('getUser', { cookies });
      expect(answer.status).toBe(200);
      const user = (await answer.json()) as { email?: string } | null;
      return { user, cookie: setSessionCookie(answer) };
    }

    const storeCookies = (id?: string) => ({
      [storeModeCookieName]: '1101',
      ...(id ? { [sessionCookieName]: id } : {}),
    });

    it('signs a customer in for the idle time only: cookie Max-Age and stored expiry', async () => {
      const signedIn = await signIn(storeCookies());
      expect(signedIn.maxAge).toBe(idleMs / 1000);
      expect((await store().find(signedIn.id))?.expiresAt.getTime()).toBe(Date.now() + idleMs);
    });

    it('signs the customer out once the idle time passed without a call', async () => {
      const { id } = await signIn(storeCookies());
      expect((await whoIs(storeCookies(id))).user).not.toBeNull();
      wait(idleMs + 1000);
      expect(await store().find(id)).toBeUndefined();
      const after = await whoIs(storeCookies(id));
      expect(after.user).toBeNull();
      // An anonymous session takes its place, with the normal lifetime.
      expect(after.cookie?.id).not.toBe(id);
      expect(after.cookie?.maxAge).toBe(30 * 86_400);
      const account = await app().rpc('getUserInfo', { cookies: storeCookies(id) });
      expect(account.status).toBe(401);
    });

    it('keeps the customer signed in while calls come within the idle time, moving the end each time', async () => {
      const { id } = await signIn(storeCookies());
      for (let call = 0; call < 3; call += 1) {
        wait(idleMs - minute);
        const { user, cookie } = await whoIs(storeCookies(id));
        expect(user).not.toBeNull();
        expect(cookie).toEqual({ id, maxAge: idleMs / 1000 });
        expect((await store().find(id))?.expiresAt.getTime()).toBe(Date.now() + idleMs);
      }
      // 27 minutes after sign-in, 9 after the last call: still there; then idle too long.
      wait(idleMs + 1000);
      expect((await whoIs(storeCookies(id))).user).toBeNull();
    });

    it('cuts a longer session signed in before store mode was on to the idle time', async () => {
      const { id, maxAge } = await signIn({});
      expect(maxAge).toBe(30 * 86_400);
      wait(minute);
      const { user, cookie } = await whoIs(storeCookies(id));
      expect(user).not.toBeNull();
      expect(cookie).toEqual({ id, maxAge: idleMs / 1000 });
      expect((await store().find(id))?.expiresAt.getTime()).toBe(Date.now() + idleMs);
      wait(idleMs + 1000);
      expect((await whoIs(storeCookies(id))).user).toBeNull();
    });

    it.each([
      ['without the store mode cookie', {}],
      ['with an empty store mode cookie', { [storeModeCookieName]: '' }],
    ])('changes nothing %s: the customer stays signed in past the idle time', async (_label, extra) => {
      const { id, maxAge } = await signIn(extra);
      expect(maxAge).toBe(30 * 86_400);
      const expiresAt = (await store().find(id))?.expiresAt.getTime();
      wait(idleMs + minute);
      const { user, cookie } = await whoIs({ ...extra, [sessionCookieName]: id });
      expect(user).not.toBeNull();
      // Nor is the expiry written again: that happens once a day of use.
      expect(cookie).toBeUndefined();
      expect((await store().find(id))?.expiresAt.getTime()).toBe(expiresAt);
    });

    it('keeps the normal lifetime of an anonymous session in store mode (its basket is harmless)', async () => {
      const first = await whoIs(storeCookies());
      expect(first.user).toBeNull();
      expect(first.cookie?.maxAge).toBe(30 * 86_400);
      const id = first.cookie!.id;
      const expiresAt = (await store().find(id))?.expiresAt.getTime();
      expect(expiresAt).toBe(Date.now() + 30 * 86_400_000);
      wait(idleMs + minute);
      const again = await whoIs(storeCookies(id));
      expect(again.cookie).toBeUndefined();
      expect((await store().find(id))?.expiresAt.getTime()).toBe(expiresAt);
    });

    it('never stretches a tablet’s session whose store mode cookie went with a browser restart', async () => {
      const { id } = await signIn(storeCookies());
      wait(minute);
      // The session cookie outlived the browser's session cookie `lumen_store`.
      const { user, cookie } = await whoIs({ [sessionCookieName]: id });
      expect(user).not.toBeNull();
      expect(cookie).toBeUndefined();
      wait(idleMs);
      expect((await whoIs({ [sessionCookieName]: id })).user).toBeNull();
    });

    it('gives a customer signing in on the tablet from an anonymous session the idle time', async () => {
      const anonymous = (await whoIs(storeCookies())).cookie!.id;
      const signedIn = await signIn(storeCookies(anonymous));
      expect(signedIn.id).not.toBe(anonymous);
      expect(signedIn.maxAge).toBe(idleMs / 1000);
      wait(idleMs + 1000);
      expect((await whoIs(storeCookies(signedIn.id))).user).toBeNull();
    });
  },
);
