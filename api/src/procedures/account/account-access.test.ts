import { RpcErrorBodySchema, localShopDomains } from '@lumen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieName } from '../../sessions/session-cookie.ts';
import { startTestApi } from '../../testing/test-api.ts';
import { startCommerceProcedures } from '../commerce-procedures.fixtures.ts';
import type { CommerceProcedures } from '../commerce-procedures.fixtures.ts';
import type { Visitor } from '../commerce-procedures.fixtures.ts';
import { germanShopId, guestCustomer, registeredAccount } from './account-area.fixtures.ts';

// §6 roles on the account area's calls: anonymous visitors must sign in (401); a guest
// customer has no account area (403: §6 sends guests home, not to sign-in); an unverified
// customer may use only what account home and the user page need — getUserInfo, updateUser and the
// saved prescriptions (the customer's own details) — and gets 403 for orders, branch orders,
// appointments and subscriptions; with the online shop switched off the account area is not
// found (§6, §8 'Page not found'). The ids below name nothing: a call that gets past the rules
// answers 404, one that does not answers 401 or 403.

let procedures: CommerceProcedures;
const signedIn = {} as Record<'guest' | 'unverified' | 'verified', Visitor>;

beforeAll(async () => {
  procedures = await startCommerceProcedures({ database: true });
  signedIn.guest = await guestCustomer(procedures);
  signedIn.unverified = (await registeredAccount(procedures, { verified: false })).visitor;
  signedIn.verified = (await registeredAccount(procedures, { verified: true })).visitor;
});

afterAll(async () => {
  await procedures?.close();
});

const values = { left: { sphere: -1.5 }, right: { sphere: -1.25 } };
const names = { firstName: 'Jana', lastName: 'Nováková-Weiß' };

/** Every call of the account area with a payload that fits its contract, and what an unverified customer gets. */
const calls: [name: string, payload: unknown, unverified: number][] = [
  ['getOrders', { page: 1 }, 403],
  ['getOrder', { orderId: 100_000_000_001 }, 403],
  ['getBranchOrders', {}, 403],
  ['getBranchOrder', { id: '100000000001' }, 403],
  ['getRopoReservations', {}, 403],
  ['getAppointments', {}, 403],
  ['cancelAppointment', { appointmentId: '00000000-0000-4000-8000-000000000000' }, 403],
  ['getSubscriptions', {}, 403],
  ['getSubscription', { id: '1' }, 403],
  ['pauseSubscription', { id: '1', until: '2025-08-01' }, 403],
  ['resumeSubscription', { id: '1' }, 403],
  ['skipSubscriptionDelivery', { id: '1' }, 403],
  ['changeSubscriptionInterval', { id: '1', intervalMonths: 2 }, 403],
  ['cancelSubscription', { id: '1' }, 403],
  ['getSavedPrescriptions', {}, 200],
  ['savePrescription', { name: 'Brille', values }, 200],
  ['updatePrescription', { id: '999999', name: 'Brille', values }, 404],
  ['deletePrescription', { id: '999999' }, 404],
  ['updateUser', names, 200],
];

describe('§6 who may use the account area’s calls', () => {
  it.each(calls)('%s: an anonymous visitor must sign in (401)', async (name, payload) => {
    const failure = await procedures.visitor().fail(name, payload);
    expect(failure.status).toBe(401);
    expect(failure.error.code).toBe('UNAUTHENTICATED');
  });

  it.each(calls)('%s: a guest customer has no account area (403)', async (name, payload) => {
    const failure = await signedIn.guest.fail(name, payload);
    expect(failure.status).toBe(403);
    expect(failure.error.code).toBe('FORBIDDEN');
    expect(failure.error.message).toContain('guest');
  });

  it.each(calls.map(([name, payload, status]) => ({ name, payload, status })))(
    '$name: an unverified customer gets $status',
    async ({ name, payload, status }) => {
      const answer = await signedIn.unverified.send(name, payload);
      const body = (await answer.json()) as { error?: { code: string; message: string } };
      expect(answer.status).toBe(status);
      if (status === 403) {
        expect(body.error?.code).toBe('FORBIDDEN');
        expect(body.error?.message).toContain('Confirm your email');
      }
    },
  );

  it.each(calls)('%s: a verified customer gets past the rules', async (name, payload) => {
    const answer = await signedIn.verified.send(name, payload);
    const body = (await answer.json()) as { error?: { code: string } };
    expect(answer.status === 200 || body.error?.code === 'NOT_FOUND').toBe(true);
  });

  it('a customer who verifies the address gets the whole account area at once', async () => {
    const { visitor, email } = await registeredAccount(procedures, { verified: false });
    expect((await visitor.fail('getOrders', {})).status).toBe(403);
    await procedures.db.query('update customers set verified = true where email = $1', [email]);
    expect((await visitor.call('getOrders', {})).orders).toEqual([]);
  });

  it('a signed-out customer must sign in again (401)', async () => {
    const { visitor } = await registeredAccount(procedures, { verified: true });
    await visitor.call('signOut', {});
    expect((await visitor.fail('getSubscriptions', {})).status).toBe(401);
  });

  it('with the online shop switched off the account area is not found (404 Page not found)', async () => {
    const { visitor } = await registeredAccount(procedures, { verified: true });
    await procedures.db.query('update shop_settings set online_shop_enabled = false where shop_id = $1', [
      germanShopId,
    ]);
    try {
      for (const name of ['getOrders', 'getSavedPrescriptions']) {
        const failure = await visitor.fail(name, {});
        expect(failure.status).toBe(404);
        expect(failure.error.message).toBe('Page not found');
      }
    } finally {
      await procedures.db.query('update shop_settings set online_shop_enabled = true where shop_id = $1', [
        germanShopId,
      ]);
    }
    expect((await visitor.call('getOrders', {})).orders).toEqual([]);
  });

  it('with ONLINE_SHOP_DISABLED naming the shop the account area is not found either (404 Page not found)', async () => {
    const { visitor } = await registeredAccount(procedures, { verified: true });
    expect((await visitor.call('getOrders', {})).orders).toEqual([]);
    // The same database, backend and session, in a deployment that switches de-de's online shop off.
    const deployment = await startTestApi({
      db: procedures.db,
      commerce: procedures.commerce,
      shopDomains: localShopDomains(3000),
      onlineShopDisabled: ['de-de'],
    });
    try {
      for (const name of ['getOrders', 'getSavedPrescriptions', 'getSubscriptions']) {
        const response = await deployment.rpc(name, {
          shopId: germanShopId,
          body: { payload: {} },
          headers: { cookie: `${sessionCookieName}=${visitor.sessionId}` },
        });
        expect(response.status, name).toBe(404);
        const { error } = RpcErrorBodySchema.parse(await response.json());
        expect(error).toMatchObject({ code: 'NOT_FOUND', message: 'Page not found' });
      }
    } finally {
      await deployment.close();
    }
    // The shop's row is untouched: without the setting the account area is open as before.
    expect((await visitor.call('getOrders', {})).orders).toEqual([]);
  });
});
