import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { procedures } from '../procedures/index.ts';
import { defineProcedure } from '../rpc/define-procedure.ts';
import { customerCollectionKeys } from '../basket-and-wishlist/collection-keys.ts';
import { createCapturingLogger, startTestApi } from '../testing/test-api.ts';
import type { TestApi } from '../testing/test-api.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import type { TestDatabase } from '../testing/test-database.ts';
import { sessionCookieName } from './session-cookie.ts';
import { tokenHash } from './session-store.ts';

// A read-only call whose handler opens the visitor's session, as the basket calls do.
const sessionProbe = defineProcedure({
  name: 'getUser',
  handler: async (_input, ctx) => {
    await ctx.session.get();
    return null;
  },
});
const table = { ...procedures, getUser: sessionProbe };

function sessionCookie(response: Response): string | undefined {
  return response.headers.getSetCookie().find((line) => line.startsWith(`${sessionCookieName}=`));
}
const idOf = (cookie: string | undefined) => cookie?.split(';')[0]?.split('=')[1];
const withCookie = (id: string | undefined) => ({ headers: { cookie: `${sessionCookieName}=${id}` } });

let database: TestDatabase;
let api: TestApi;
let proxied: TestApi;
/** The app reached by a peer that is not loopback (not the server renderer) and no trusted proxy. */
let remote: TestApi;
const { logger, lines } = createCapturingLogger();

beforeAll(async () => {
  database = await openTestDatabase();
  api = await startTestApi({ db: database.db, procedures: table, logger });
  proxied = await startTestApi({ db: database.db, procedures: table, trustProxy: 1 });
  remote = await startTestApi({ db: database.db, procedures: table, peerAddress: '203.0.113.9' });
});
afterAll(async () => {
  await api.close();
  await proxied.close();
  await remote.close();
  await database.cleanup();
});

async function sessionRow(id: string | undefined) {
  const { rows } = await database.db.query<{ shop_id: number; basket_key: string; wishlist_key: string }>(
    'select shop_id, basket_key, wishlist_key from sessions where id_hash = $1',
    [tokenHash(id ?? '')],
  );
  return rows[0];
}

describe('sessions', () => {
  it('sets an httpOnly, SameSite=Lax cookie with a 256-bit id and a 30-day sliding lifetime', async () => {
    const cookie = sessionCookie(await api.rpc('getUser'));
    expect(cookie).toBeDefined();
    expect(idOf(cookie)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; Max-Age=2592000/);
    expect(cookie).not.toMatch(/Secure/);
  });

  it('marks the cookie Secure behind a trusted https proxy or the server renderer, and only then', async () => {
    const https = { headers: { 'x-forwarded-proto': 'https' } };
    expect(sessionCookie(await proxied.rpc('getUser', https))).toMatch(/; Secure/);
    // The renderer (a loopback peer) is believed for its one hop: the shopper came over https.
    expect(sessionCookie(await api.rpc('getUser', https))).toMatch(/; Secure/);
    expect(sessionCookie(await api.rpc('getUser'))).not.toMatch(/Secure/);
    expect(sessionCookie(await remote.rpc('getUser', https))).not.toMatch(/Secure/);
  });

  it('keeps an anonymous visitor on one session with the same basket and wishlist keys', async () => {
    const id = idOf(sessionCookie(await api.rpc('getUser')));
    const first = await sessionRow(id);
    expect(first).toMatchObject({ shop_id: 1001 });
    expect(first?.basket_key).not.toBe(first?.wishlist_key);
    const again = await api.rpc('getUser', withCookie(id));
    expect(sessionCookie(again)).toBeUndefined();
    expect(await sessionRow(id)).toEqual(first);
  });

  it('stores only the hash of the session id', async () => {
    const id = idOf(sessionCookie(await api.rpc('getUser')));
    const { rows } = await database.db.query('select 1 from sessions where id_hash = $1', [id]);
    expect(rows).toHaveLength(0);
    expect(await sessionRow(id)).toBeDefined();
  });

  it.each([
    ['an expired session', 'expired'],
    ["another shop's session", 'otherShop'],
    ['an unknown id', 'unknown'],
  ] as const)('starts a new session for %s', async (_label, kind) => {
    let id = idOf(sessionCookie(await api.rpc('getUser')));
    if (kind === 'expired') {
      await database.db.query(
        `update sessions set expires_at = now() - interval '1 second' where id_hash = $1`,
        [tokenHash(id ?? '')],
      );
    }
    if (kind === 'unknown') id = 'A'.repeat(43);
    const next = await api.rpc('getUser', { shopId: kind === 'otherShop' ? 1002 : 1001, ...withCookie(id) });
    const newId = idOf(sessionCookie(next));
    expect(newId).toBeDefined();
    expect(newId).not.toBe(id);
  });

  it('moves the expiry forward once a day has passed since it was set (sliding expiry)', async () => {
    const id = idOf(sessionCookie(await api.rpc('getUser')));
    await database.db.query(
      `update sessions set expires_at = now() + interval '20 days' where id_hash = $1`,
      [tokenHash(id ?? '')],
    );
    const again = await api.rpc('getUser', withCookie(id));
    expect(idOf(sessionCookie(again))).toBe(id);
    const { rows } = await database.db.query<{ days: number }>(
      `select round(extract(epoch from expires_at - now()) / 86400)::int as days from sessions where id_hash = $1`,
      [tokenHash(id ?? '')],
    );
    expect(rows[0]?.days).toBe(30);
  });

  it('rotates the id at sign-in: the old session is gone, the customer gets their own basket and wishlist', async () => {
    const anonymous = idOf(sessionCookie(await api.rpc('getUser')));
    const keys = await sessionRow(anonymous);
    const registered = await api.rpc('register', {
      body: {
        payload: {
          firstName: 'Piotr',
          lastName: 'Wiśniewski',
          email: 'piotr@example.pl',
          password: 'Okulary!2024',
          acceptedTerms: true,
        },
      },
      headers: { origin: 'http://de-de.localhost:3000', cookie: `${sessionCookieName}=${anonymous}` },
    });
    // This app has no commerce backend, so the merge fails: logged, and the sign-in goes on.
    expect(registered.status).toBe(200);
    const { user } = (await registered.json()) as { user: { id: number } };
    const signedIn = idOf(sessionCookie(registered));
    expect(signedIn).toBeDefined();
    expect(signedIn).not.toBe(anonymous);
    expect(await sessionRow(anonymous)).toBeUndefined();
    const own = await customerCollectionKeys(database.db, user.id);
    expect(await sessionRow(signedIn)).toEqual({
      shop_id: 1001,
      basket_key: own.basketKey,
      wishlist_key: own.wishlistKey,
    });
    expect(
      lines.some((line) => String(line['msg']).startsWith('merging the anonymous basket at sign-in failed')),
    ).toBe(true);
    // Nothing is lost: the anonymous basket and wishlist wait for mergeBaskets.
    const { rows } = await database.db.query(
      'select basket_key, wishlist_key from basket_merges where customer_id = $1',
      [user.id],
    );
    expect(rows).toEqual([{ basket_key: keys?.basket_key, wishlist_key: keys?.wishlist_key }]);
  });

  it('starts an anonymous session with fresh keys after sign-out', async () => {
    const registered = await api.rpc('register', {
      body: {
        payload: {
          firstName: 'Eva',
          lastName: 'Dvořák',
          email: 'eva@example.cz',
          password: 'Okulary!2024',
          acceptedTerms: true,
        },
      },
      headers: { origin: 'http://de-de.localhost:3000' },
    });
    const signedIn = idOf(sessionCookie(registered));
    const customerKeys = await sessionRow(signedIn);
    const out = await api.rpc('signOut', {
      headers: { origin: 'http://de-de.localhost:3000', ...withCookie(signedIn).headers },
    });
    expect(out.status).toBe(200);
    const next = idOf(sessionCookie(await api.rpc('getUser')));
    const fresh = await sessionRow(next);
    expect(fresh?.basket_key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fresh?.basket_key).not.toBe(customerKeys?.basket_key);
    expect(fresh?.wishlist_key).not.toBe(customerKeys?.wishlist_key);
  });
});
