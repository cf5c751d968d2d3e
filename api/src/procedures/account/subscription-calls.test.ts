import type { Subscription } from '@lumen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAccountCustomer } from '../../commerce/orders/customer-repository.ts';
import { insertSubscription } from '../../commerce/subscriptions/subscription-repository.ts';
import { startCommerceProcedures } from '../commerce-procedures.fixtures.ts';
import type { CommerceProcedures } from '../commerce-procedures.fixtures.ts';
import { germanShopId, registeredAccount } from './account-area.fixtures.ts';
import type { AccountHolder } from './account-area.fixtures.ts';

// The contact-lens saving subscription of §1 ("can be cancelled") on its account pages
// (§2 /account/subscriptions/ and the detail). Each change is the domain's rule, applied by the
// backend; the api names the customer and turns a refusal into a 409 (the subscription's state) or
// a 422 (the pause date) naming the payload field. §4 shows no subscription statuses: the domain's
// are active, paused and cancelled. The harness's clock stands at 2025-07-01, 12:00 in Berlin.

let procedures: CommerceProcedures;
let jana: AccountHolder;
let stranger: AccountHolder;

beforeAll(async () => {
  procedures = await startCommerceProcedures({ database: true });
  jana = await registeredAccount(procedures, { verified: true });
  stranger = await registeredAccount(procedures, { verified: true, firstName: 'Lukas' });
});

afterAll(async () => {
  await procedures?.close();
});

/** A contact-lens variant of the seed catalogue (the backend does not check it; a real one reads true). */
async function lensVariant(): Promise<{ productId: number; variantId: number }> {
  const { rows } = await procedures.db.query<{ product_id: number; variant_id: number }>(
    `select p.id as product_id, v.id as variant_id from variants v join products p on p.id = v.product_id
      where p.product_category = 'contactLenses' order by v.id limit 1`,
  );
  return { productId: rows[0]!.product_id, variantId: rows[0]!.variant_id };
}

const active: Omit<Subscription, 'id' | 'productId' | 'variantId'> = {
  status: 'active',
  quantity: 2,
  intervalMonths: 3,
  nextDeliveryDate: '2025-07-15',
  pausedUntil: null,
  startedOn: '2025-01-15',
  cancelledOn: null,
};
const paused: typeof active = {
  ...active,
  status: 'paused',
  pausedUntil: '2025-09-01',
  nextDeliveryDate: '2025-10-15',
};
const cancelled: typeof active = {
  ...active,
  status: 'cancelled',
  nextDeliveryDate: null,
  cancelledOn: '2025-06-01',
};

let nextId = 500;

/**
 * A subscription of the customer in the given state, written as the seed writes them: the branch
 * that took it recorded the account in the backend, as an order or a booking would.
 */
async function subscriptionOf(state: typeof active, customerId = jana.customerId): Promise<Subscription> {
  nextId += 1;
  const subscription: Subscription = { ...state, ...(await lensVariant()), id: String(nextId) };
  const account = {
    id: customerId,
    email: `kunde-${customerId}@example.de`,
    firstName: 'Jana',
    lastName: 'Nováková',
  };
  await recordAccountCustomer(procedures.db, germanShopId, { ...account, verified: true });
  expect(await insertSubscription(procedures.db, { subscription, shopId: germanShopId, customerId })).toBe(
    true,
  );
  return subscription;
}

type ChangeCall =
  | ['pauseSubscription', { until: string }]
  | ['resumeSubscription', Record<string, never>]
  | ['skipSubscriptionDelivery', Record<string, never>]
  | ['changeSubscriptionInterval', { intervalMonths: 1 | 2 | 3 | 6 }]
  | ['cancelSubscription', Record<string, never>];

describe('§1 §4 each change of a saving subscription', () => {
  it.each<[string, typeof active, ChangeCall, Partial<Subscription>]>([
    [
      'skipping moves the next delivery by one interval',
      active,
      ['skipSubscriptionDelivery', {}],
      { nextDeliveryDate: '2025-10-15' },
    ],
    [
      'pausing through 1 August resumes with the October delivery',
      active,
      ['pauseSubscription', { until: '2025-08-01' }],
      { status: 'paused', pausedUntil: '2025-08-01', nextDeliveryDate: '2025-10-15' },
    ],
    [
      'pausing exactly six months ahead is allowed',
      active,
      ['pauseSubscription', { until: '2026-01-01' }],
      { status: 'paused', pausedUntil: '2026-01-01', nextDeliveryDate: '2026-01-15' },
    ],
    [
      'resuming early brings back the first delivery after today',
      paused,
      ['resumeSubscription', {}],
      { status: 'active', pausedUntil: null, nextDeliveryDate: '2025-07-15' },
    ],
    [
      'a shorter interval counts from the last delivery, but never today or earlier',
      active,
      ['changeSubscriptionInterval', { intervalMonths: 1 }],
      { intervalMonths: 1, nextDeliveryDate: '2025-07-02' },
    ],
    [
      'a longer interval counts from the last delivery',
      active,
      ['changeSubscriptionInterval', { intervalMonths: 6 }],
      { intervalMonths: 6, nextDeliveryDate: '2025-10-15' },
    ],
    [
      'cancelling ends deliveries and records the day',
      active,
      ['cancelSubscription', {}],
      { status: 'cancelled', nextDeliveryDate: null, cancelledOn: '2025-07-01' },
    ],
    [
      'cancelling a paused subscription ends the pause too',
      paused,
      ['cancelSubscription', {}],
      { status: 'cancelled', nextDeliveryDate: null, pausedUntil: null, cancelledOn: '2025-07-01' },
    ],
  ])('%s', async (_case, state, [name, payload], change) => {
    const subscription = await subscriptionOf(state);
    const answer = await jana.visitor.call(name, { id: subscription.id, ...payload });
    expect(answer).toEqual({ ...subscription, ...change });
    expect(await jana.visitor.call('getSubscription', { id: subscription.id })).toEqual(answer);
  });

  it.each<[string, typeof active, ChangeCall, number, string, string]>([
    [
      'a pause ending today',
      active,
      ['pauseSubscription', { until: '2025-07-01' }],
      422,
      'UNPROCESSABLE',
      'payload.until',
    ],
    [
      'a pause ending in the past',
      active,
      ['pauseSubscription', { until: '2025-06-20' }],
      422,
      'UNPROCESSABLE',
      'payload.until',
    ],
    [
      'a pause longer than six months',
      active,
      ['pauseSubscription', { until: '2026-01-02' }],
      422,
      'UNPROCESSABLE',
      'payload.until',
    ],
    [
      'pausing a paused subscription',
      paused,
      ['pauseSubscription', { until: '2025-12-01' }],
      409,
      'CONFLICT',
      'payload.id',
    ],
    ['resuming an active subscription', active, ['resumeSubscription', {}], 409, 'CONFLICT', 'payload.id'],
    [
      'skipping a cancelled subscription',
      cancelled,
      ['skipSubscriptionDelivery', {}],
      409,
      'CONFLICT',
      'payload.id',
    ],
    [
      'pausing a cancelled subscription',
      cancelled,
      ['pauseSubscription', { until: '2025-08-01' }],
      409,
      'CONFLICT',
      'payload.id',
    ],
    [
      'resuming a cancelled subscription',
      cancelled,
      ['resumeSubscription', {}],
      409,
      'CONFLICT',
      'payload.id',
    ],
    [
      'changing the interval of a cancelled subscription',
      cancelled,
      ['changeSubscriptionInterval', { intervalMonths: 1 }],
      409,
      'CONFLICT',
      'payload.id',
    ],
    [
      'cancelling a cancelled subscription again',
      cancelled,
      ['cancelSubscription', {}],
      409,
      'CONFLICT',
      'payload.id',
    ],
  ])('refuses %s and changes nothing', async (_case, state, [name, payload], status, code, field) => {
    const subscription = await subscriptionOf(state);
    const failure = await jana.visitor.fail(name, { id: subscription.id, ...payload });
    expect(failure.status).toBe(status);
    expect(failure.error.code).toBe(code);
    expect(failure.error.details).toEqual([{ field, message: failure.error.message }]);
    expect(await jana.visitor.call('getSubscription', { id: subscription.id })).toEqual(subscription);
  });
});

describe('getSubscriptions and getSubscription (§2 /account/subscriptions/)', () => {
  it('lists the customer’s subscriptions, running ones first, and only theirs', async () => {
    const own = await registeredAccount(procedures, { verified: true, firstName: 'Marie' });
    expect(await own.visitor.call('getSubscriptions', {})).toEqual([]);
    const ended = await subscriptionOf(cancelled, own.customerId);
    const running = await subscriptionOf({ ...active, startedOn: '2025-03-01' }, own.customerId);
    const resting = await subscriptionOf(paused, own.customerId);
    await subscriptionOf(active, stranger.customerId);
    expect(await own.visitor.call('getSubscriptions', undefined)).toEqual([running, resting, ended]);
  });

  it.each<[string, ChangeCall | ['getSubscription', Record<string, never>]]>([
    ['read', ['getSubscription', {}]],
    ['paused', ['pauseSubscription', { until: '2025-08-01' }]],
    ['resumed', ['resumeSubscription', {}]],
    ['skipped', ['skipSubscriptionDelivery', {}]],
    ['changed', ['changeSubscriptionInterval', { intervalMonths: 6 }]],
    ['cancelled', ['cancelSubscription', {}]],
  ])(
    'someone else’s subscription cannot be %s: not found (404), and it stays as it was',
    async (_case, [name, payload]) => {
      const theirs = await subscriptionOf(active, stranger.customerId);
      const failure = await jana.visitor.fail(name, { id: theirs.id, ...payload });
      expect(failure.status).toBe(404);
      expect(failure.error).toMatchObject({ code: 'NOT_FOUND', message: 'Subscription not found' });
      expect(await stranger.visitor.call('getSubscription', { id: theirs.id })).toEqual(theirs);
    },
  );

  it.each(['sub-1', '0', '99999999', '1'.repeat(20)])(
    'an id that names no subscription (%s) is not found',
    async (id) => {
      const failure = await jana.visitor.fail('getSubscription', { id });
      expect(failure.status).toBe(404);
    },
  );
});

describe('bad payloads (400 naming the field)', () => {
  it.each([
    ['getSubscriptions', { status: 'active' }, 'payload.status'],
    ['getSubscription', { id: '' }, 'payload.id'],
    ['getSubscription', { id: 'x'.repeat(65) }, 'payload.id'],
    ['pauseSubscription', { id: '501' }, 'payload.until'],
    ['pauseSubscription', { id: '501', until: '2025-02-30' }, 'payload.until'],
    ['pauseSubscription', { id: '501', until: '01.08.2025' }, 'payload.until'],
    ['changeSubscriptionInterval', { id: '501', intervalMonths: 4 }, 'payload.intervalMonths'],
    ['pauseSubscription', { id: '501', until: '2025-08-01', note: 'Urlaub' }, 'payload.note'],
    ['changeSubscriptionInterval', { id: '501', intervalMonths: 2, from: '2025-08-01' }, 'payload.from'],
    ['resumeSubscription', { id: '501', until: '2025-08-01' }, 'payload.until'],
    ['cancelSubscription', { id: '501', reason: 'too expensive' }, 'payload.reason'],
  ])('%s refuses %j at %s', async (name, payload, field) => {
    const failure = await jana.visitor.fail(name, payload);
    expect(failure.status).toBe(400);
    expect(failure.error.details?.map((detail) => detail.field)).toContain(field);
  });
});
