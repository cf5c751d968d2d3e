import { SubscriptionSchema, pageOf, subscriptionStatuses } from '@lumen/domain';
import type { Subscription } from '@lumen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../testing/test-database.ts';
import type { TestDatabase } from '../../testing/test-database.ts';
import { insertCustomer, refusedParameters } from '../branches/branch-test-setup.fixtures.ts';
import { startCommerceTestServer } from '../testing/commerce-test-server.ts';
import type { CommerceTestServer } from '../testing/commerce-test-server.ts';
import { insertSubscription } from './subscription-repository.ts';

const SubscriptionPageSchema = pageOf(SubscriptionSchema);

/** Saturday 21 November 2026, 11:00 in Berlin. */
const fixtureNow = new Date('2026-11-21T10:00:00.000Z');

const active: Omit<Subscription, 'id'> = {
  status: 'active',
  productId: 4711,
  variantId: 47110,
  quantity: 2,
  intervalMonths: 3,
  nextDeliveryDate: '2026-12-15',
  pausedUntil: null,
  startedOn: '2026-03-15',
  cancelledOn: null,
};
const paused: Omit<Subscription, 'id'> = {
  ...active,
  status: 'paused',
  pausedUntil: '2027-04-01',
  nextDeliveryDate: '2027-06-15',
};
const cancelled: Omit<Subscription, 'id'> = {
  ...active,
  status: 'cancelled',
  nextDeliveryDate: null,
  cancelledOn: '2026-11-01',
};

let database: TestDatabase;
let server: CommerceTestServer;
const clock = { now: fixtureNow };
const customers = { anna: 0, lukas: 0, austrian: 0 };
let nextId = 100;

/** A subscription of the customer in the given state, under a fresh id. */
async function subscriptionOf(
  state: Omit<Subscription, 'id'>,
  customerId = customers.anna,
  shopId = 1001,
): Promise<Subscription> {
  const subscription = { ...state, id: String((nextId += 1)) };
  expect(await insertSubscription(database.db, { subscription, shopId, customerId })).toBe(true);
  return subscription;
}

beforeAll(async () => {
  database = await openTestDatabase();
  customers.anna = await insertCustomer(database.db, { email: 'anna.schmidt@example.com' });
  customers.lukas = await insertCustomer(database.db, { email: 'lukas.becker@example.com' });
  customers.austrian = await insertCustomer(database.db, {
    shopId: 1002,
    email: 'katharina.huber@example.com',
  });
  server = await startCommerceTestServer({
    db: database.db,
    extra: { now: () => clock.now },
  });
});

afterAll(async () => {
  await server?.close();
  await database?.cleanup();
});

const patch = (id: string, body: unknown, customerId = customers.anna) =>
  server.send('PATCH', `/v1/subscriptions/${id}?shopId=1001&customerId=${customerId}`, body);

async function stored(id: string, customerId = customers.anna): Promise<Subscription> {
  const { status, body } = await server.get(`/v1/subscriptions/${id}?shopId=1001&customerId=${customerId}`);
  expect(status).toBe(200);
  return SubscriptionSchema.parse(body);
}

describe('PATCH subscriptions/{id} applies the domain’s rules (§1 saving subscription)', () => {
  it.each<[string, Omit<Subscription, 'id'>, unknown, Partial<Subscription>]>([
    [
      'skipping moves the next delivery by one interval',
      active,
      { action: 'skipNextDelivery' },
      { nextDeliveryDate: '2027-03-15' },
    ],
    [
      'pausing through 20 December resumes with the March delivery',
      active,
      { action: 'pause', until: '2026-12-20' },
      { status: 'paused', pausedUntil: '2026-12-20', nextDeliveryDate: '2027-03-15' },
    ],
    [
      'pausing up to six months ahead is allowed',
      active,
      { action: 'pause', until: '2027-05-21' },
      { status: 'paused', pausedUntil: '2027-05-21', nextDeliveryDate: '2027-06-15' },
    ],
    [
      'resuming early walks the schedule back to the first delivery after today',
      paused,
      { action: 'resume' },
      { status: 'active', pausedUntil: null, nextDeliveryDate: '2026-12-15' },
    ],
    [
      'a shorter interval counts from the last delivery, never today or earlier',
      active,
      { action: 'changeInterval', intervalMonths: 1 },
      { intervalMonths: 1, nextDeliveryDate: '2026-11-22' },
    ],
    [
      'a longer interval counts from the last delivery',
      active,
      { action: 'changeInterval', intervalMonths: 6 },
      { intervalMonths: 6, nextDeliveryDate: '2027-03-15' },
    ],
    [
      'cancelling ends deliveries and records the day',
      paused,
      { action: 'cancel' },
      { status: 'cancelled', nextDeliveryDate: null, pausedUntil: null, cancelledOn: '2026-11-21' },
    ],
  ])('%s', async (_case, state, action, expected) => {
    const subscription = await subscriptionOf(state);
    const { status, body } = await patch(subscription.id, action);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(SubscriptionSchema.parse(body)).toEqual({ ...subscription, ...expected });
    expect(await stored(subscription.id)).toEqual(body);
  });

  it.each<[string, Omit<Subscription, 'id'>, unknown, number, string, string]>([
    ['a pause ending today', active, { action: 'pause', until: '2026-11-21' }, 422, 'until', 'pause_in_past'],
    [
      'a pause longer than six months',
      active,
      { action: 'pause', until: '2027-05-22' },
      422,
      'until',
      'pause_too_long',
    ],
    [
      'pausing a paused subscription',
      paused,
      { action: 'pause', until: '2027-05-01' },
      409,
      'action',
      'already_paused',
    ],
    ['resuming an active subscription', active, { action: 'resume' }, 409, 'action', 'not_paused'],
    [
      'skipping a cancelled subscription',
      cancelled,
      { action: 'skipNextDelivery' },
      409,
      'action',
      'cancelled',
    ],
    [
      'pausing a cancelled subscription',
      cancelled,
      { action: 'pause', until: '2027-01-01' },
      409,
      'action',
      'cancelled',
    ],
    ['resuming a cancelled subscription', cancelled, { action: 'resume' }, 409, 'action', 'cancelled'],
    [
      'changing a cancelled subscription',
      cancelled,
      { action: 'changeInterval', intervalMonths: 1 },
      409,
      'action',
      'cancelled',
    ],
    ['cancelling again', cancelled, { action: 'cancel' }, 409, 'action', 'cancelled'],
  ])('refuses %s and changes nothing', async (_case, state, action, status, parameter, reason) => {
    const subscription = await subscriptionOf(state);
    const answer = await patch(subscription.id, action);
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ errors: [{ parameter, message: reason }] });
    expect((answer.body as { message: string }).message).toContain(reason);
    expect(await stored(subscription.id)).toEqual(subscription);
  });

  it('reads today in the shop’s market: 23:30 UTC is already the next day in Berlin', async () => {
    const subscription = await subscriptionOf(active);
    clock.now = new Date('2026-11-21T23:30:00.000Z');
    try {
      const answer = await patch(subscription.id, { action: 'pause', until: '2026-11-22' });
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({ errors: [{ parameter: 'until', message: 'pause_in_past' }] });
    } finally {
      clock.now = fixtureNow;
    }
  });

  it('five skips at once all apply, one after the other', async () => {
    const subscription = await subscriptionOf({ ...active, intervalMonths: 1 });
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map(() => patch(subscription.id, { action: 'skipNextDelivery' })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await stored(subscription.id)).nextDeliveryDate).toBe('2027-05-15');
  });

  it.each<[string, unknown, string[]]>([
    ['an unknown action', { action: 'renew' }, ['action']],
    ['a pause without a day', { action: 'pause' }, ['until']],
    ['a pause until a day that does not exist', { action: 'pause', until: '2027-02-30' }, ['until']],
    [
      'an interval the subscription does not offer',
      { action: 'changeInterval', intervalMonths: 4 },
      ['intervalMonths'],
    ],
    ['a parameter the action does not take', { action: 'cancel', until: '2027-01-01' }, ['until']],
  ])('a body with %s → 400', async (_case, body, parameters) => {
    const subscription = await subscriptionOf(active);
    const answer = await patch(subscription.id, body);
    expect(answer.status).toBe(400);
    expect(refusedParameters(answer.body)).toEqual(parameters);
  });

  it('someone else’s subscription is not found, and stays as it was', async () => {
    const lukas = await subscriptionOf(active, customers.lukas);
    const answer = await patch(lukas.id, { action: 'cancel' });
    expect(answer.status).toBe(404);
    expect(await stored(lukas.id, customers.lukas)).toEqual(lukas);
  });
});

describe('GET customers/{id}/subscriptions and subscriptions/{id} (§2 /account/subscriptions/)', () => {
  let listed: { customerId: number; subscriptions: Subscription[] };

  beforeAll(async () => {
    const customerId = await insertCustomer(database.db, { email: 'marie.wagner@example.com' });
    listed = {
      customerId,
      subscriptions: [
        await subscriptionOf(cancelled, customerId),
        await subscriptionOf({ ...active, startedOn: '2026-01-10' }, customerId),
        await subscriptionOf(paused, customerId),
      ],
    };
  });

  it('lists running subscriptions first, then the newest start, as domain Subscriptions', async () => {
    const { status, body } = await server.get(`/v1/customers/${listed.customerId}/subscriptions?shopId=1001`);
    expect(status).toBe(200);
    const page = SubscriptionPageSchema.parse(body);
    const [stopped, january, pausedOne] = listed.subscriptions as [Subscription, Subscription, Subscription];
    expect(page.entities).toEqual([pausedOne, january, stopped]);
    expect(page.entities.map((entry) => entry.status).sort()).toEqual([...subscriptionStatuses].sort());
    expect(page.pagination).toMatchObject({ total: 3, page: 1, last: 1 });
  });

  it('answers one by the email its customer gave, whatever its case, as a mailed cancellation link asks', async () => {
    const [stopped] = listed.subscriptions as [Subscription];
    const byEmail = await server.get(
      `/v1/subscriptions/${stopped.id}?shopId=1001&email=Marie.Wagner@example.com`,
    );
    expect(byEmail.status).toBe(200);
    expect(byEmail.body).toEqual(stopped);
    const wrong = await server.get(
      `/v1/subscriptions/${stopped.id}?shopId=1001&email=anna.schmidt@example.com`,
    );
    expect(wrong.status).toBe(404);
    const both = await server.get(
      `/v1/subscriptions/${stopped.id}?shopId=1001&email=marie.wagner@example.com&customerId=${listed.customerId}`,
    );
    expect(both.status).toBe(400);
  });

  it('pages', async () => {
    const { body } = await server.get(
      `/v1/customers/${listed.customerId}/subscriptions?shopId=1001&perPage=2&page=2`,
    );
    const page = SubscriptionPageSchema.parse(body);
    expect(page.entities.map((entry) => entry.status)).toEqual(['cancelled']);
    expect(page.pagination).toEqual({
      current: 1,
      total: 3,
      perPage: 2,
      page: 2,
      first: 1,
      prev: 1,
      next: 2,
      last: 2,
    });
  });

  it.each<[string, () => string, number, string[]?]>([
    ['a customer the backend has no record of', () => '/v1/customers/987654/subscriptions?shopId=1001', 200],
    [
      'another shop’s customer’s list',
      () => `/v1/customers/${customers.austrian}/subscriptions?shopId=1001`,
      200,
    ],
    ['a malformed customer id', () => '/v1/customers/x/subscriptions?shopId=1001', 400, ['customerId']],
    [
      'someone else’s subscription',
      () => `/v1/subscriptions/${listed.subscriptions[0]!.id}?shopId=1001&customerId=${customers.anna}`,
      404,
    ],
    [
      'a subscription of another shop',
      () => `/v1/subscriptions/${listed.subscriptions[0]!.id}?shopId=1002&customerId=${listed.customerId}`,
      404,
    ],
    [
      'an unknown subscription',
      () => `/v1/subscriptions/999999?shopId=1001&customerId=${customers.anna}`,
      404,
    ],
    [
      'a subscription without its customer',
      () => `/v1/subscriptions/${listed.subscriptions[0]!.id}?shopId=1001`,
      400,
      ['query'],
    ],
    [
      'a malformed subscription id',
      () => `/v1/subscriptions/abc?shopId=1001&customerId=${customers.anna}`,
      400,
      ['subscriptionId'],
    ],
  ])('%s', async (_case, path, status, parameters) => {
    const answer = await server.get(path());
    expect(answer.status).toBe(status);
    if (parameters) expect(refusedParameters(answer.body)).toEqual(parameters);
    // The backend records customers only when they order or book: another id's list is empty.
    if (status === 200) expect((answer.body as { entities: unknown[] }).entities).toEqual([]);
  });
});
