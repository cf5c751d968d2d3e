import { randomUUID } from 'node:crypto';
import { AppointmentSchema, pageOf } from '@lumen/domain';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../testing/test-database.ts';
import type { TestDatabase } from '../../testing/test-database.ts';
import type { CommerceTestServer, TestAnswer } from '../testing/commerce-test-server.ts';
import { AppointmentAnswerSchema, AppointmentSlotSchema } from './appointment-answer.ts';
import type { AppointmentAnswer } from './appointment-answer.ts';
import {
  fixtureNow,
  accountRef,
  insertCustomer,
  insertFixtureBranches,
  refusedParameters,
  startBranchApi,
} from './branch-test-setup.fixtures.ts';
import type { FixtureSlot } from './branch-test-setup.fixtures.ts';

const SlotListSchema = z.object({ entities: z.array(AppointmentSlotSchema) });
const AppointmentPageSchema = pageOf(AppointmentAnswerSchema);

/** Berlin's slots are only listed; Hamburg's and Munich's are booked. Now is Monday 2 June, 12:00 in Berlin. */
const slots = {
  berlinToday: { branchId: '1101', startsAt: '2025-06-02T12:00:00.000Z', service: 'GL', capacity: 2 },
  berlinFull: {
    branchId: '1101',
    startsAt: '2025-06-02T12:30:00.000Z',
    service: 'GL',
    capacity: 1,
    booked: 1,
  },
  berlinPast: { branchId: '1101', startsAt: '2025-06-02T08:00:00.000Z', service: 'GL', capacity: 1 },
  berlinTuesday: {
    branchId: '1101',
    startsAt: '2025-06-03T08:00:00.000Z',
    service: 'GL',
    capacity: 2,
    booked: 1,
  },
  berlinLenses: { branchId: '1101', startsAt: '2025-06-04T09:00:00.000Z', service: 'CL', capacity: 1 },
  // 00:30 on 10 and 11 June in Berlin, still 9 and 10 June in UTC.
  berlinJune10: { branchId: '1101', startsAt: '2025-06-09T22:30:00.000Z', service: 'GL', capacity: 1 },
  berlinJune11: { branchId: '1101', startsAt: '2025-06-10T22:30:00.000Z', service: 'GL', capacity: 1 },
  berlinJune15: { branchId: '1101', startsAt: '2025-06-15T08:00:00.000Z', service: 'GL', capacity: 1 },
  // §2 holidays: Whit Monday, 9 June 2025, 10:00 and 23:30 in Berlin; the branch is closed all day.
  berlinWhitMonday: { branchId: '1101', startsAt: '2025-06-09T08:00:00.000Z', service: 'GL', capacity: 1 },
  berlinWhitMondayLate: {
    branchId: '1101',
    startsAt: '2025-06-09T21:30:00.000Z',
    service: 'GL',
    capacity: 1,
  },
  berlinJune16: { branchId: '1101', startsAt: '2025-06-16T08:00:00.000Z', service: 'GL', capacity: 1 },
  hamburgTwoPlaces: { branchId: '1102', startsAt: '2025-06-03T08:00:00.000Z', service: 'GL', capacity: 2 },
  hamburgHearing: { branchId: '1102', startsAt: '2025-06-03T09:00:00.000Z', service: 'HA', capacity: 1 },
  hamburgCancel: { branchId: '1102', startsAt: '2025-06-04T08:00:00.000Z', service: 'GL', capacity: 1 },
  hamburgSoon: { branchId: '1102', startsAt: '2025-06-02T10:15:00.000Z', service: 'GL', capacity: 1 },
  hamburgBegun: { branchId: '1102', startsAt: '2025-06-02T09:00:00.000Z', service: 'GL', capacity: 1 },
  hamburgRetry: { branchId: '1102', startsAt: '2025-06-05T08:00:00.000Z', service: 'GL', capacity: 1 },
  hamburgTwice: { branchId: '1102', startsAt: '2025-06-06T08:00:00.000Z', service: 'GL', capacity: 3 },
  hamburgGuest: { branchId: '1102', startsAt: '2025-06-06T09:00:00.000Z', service: 'GL', capacity: 1 },
  munich: { branchId: '1103', startsAt: '2025-06-03T08:00:00.000Z', service: 'GL', capacity: 1 },
  hamburgWhitMonday: { branchId: '1102', startsAt: '2025-06-09T08:00:00.000Z', service: 'GL', capacity: 1 },
  // Whit Monday is no holiday in Czechia: Prague's slot that day is offered.
  pragueWhitMonday: { branchId: '1601', startsAt: '2025-06-09T08:00:00.000Z', service: 'GL', capacity: 1 },
} satisfies Record<string, FixtureSlot>;
type SlotName = keyof typeof slots;

let database: TestDatabase;
let server: CommerceTestServer;
let clock: { now: Date };
const slotId = {} as Record<SlotName, number>;
const customers = { anna: 0, lukas: 0, guestRow: 0, austrian: 0 };

beforeAll(async () => {
  database = await openTestDatabase();
  const names = Object.keys(slots) as SlotName[];
  const ids = await insertFixtureBranches(
    database.db,
    names.map((name) => slots[name]),
  );
  names.forEach((name, index) => (slotId[name] = ids[index]!));
  customers.anna = await insertCustomer(database.db, { email: 'anna.schmidt@example.com' });
  customers.lukas = await insertCustomer(database.db, { email: 'lukas.becker@example.com' });
  customers.guestRow = await insertCustomer(database.db, {
    email: 'marie.wagner@example.com',
    isGuest: true,
  });
  customers.austrian = await insertCustomer(database.db, {
    shopId: 1002,
    email: 'katharina.huber@example.com',
  });
  ({ server, clock } = await startBranchApi(database.db));
});

afterAll(async () => {
  await server?.close();
  await database?.cleanup();
});

const guest = {
  firstName: 'Jana',
  lastName: 'Nováková',
  email: 'jana.novakova@example.com',
  phone: '+49 40 3097451',
};
const eyeTest = { productCategory: 'GL', serviceName: 'GL_ET' } as const;

function book(
  branchId: string,
  body: unknown,
  key: string | null = randomUUID(),
): Promise<TestAnswer<unknown>> {
  return server.send(
    'POST',
    `/v1/branches/${branchId}/appointments?shopId=1001`,
    body,
    key === null ? {} : { 'Idempotency-Key': key },
  );
}

function booked(answer: TestAnswer<unknown>, status = 201): AppointmentAnswer {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  AppointmentSchema.parse(answer.body);
  return AppointmentAnswerSchema.parse(answer.body);
}

async function placesTaken(name: SlotName): Promise<number> {
  const { rows } = await database.db.query<{ booked: number }>(
    'select booked from appointment_slots where id = $1',
    [slotId[name]],
  );
  return rows[0]!.booked;
}

async function freeSlotIds(branchId: string, query: string): Promise<number[]> {
  const { status, body } = await server.get(
    `/v1/branches/${branchId}/appointment-slots?shopId=1001&${query}`,
  );
  expect(status, JSON.stringify(body)).toBe(200);
  return SlotListSchema.parse(body).entities.map((slot) => slot.id);
}

describe('GET branches/{id}/appointment-slots: free slots only (§3 Appointment)', () => {
  it.each<[string, SlotName[]]>([
    // Today and the 13 days after, in Berlin; no past, no full slots.
    ['service=GL', ['berlinToday', 'berlinTuesday', 'berlinJune10', 'berlinJune11', 'berlinJune15']],
    ['service=CL', ['berlinLenses']],
    ['service=HA', []],
    // Days are the branch's: 00:30 on 10 June in Berlin is still 9 June in UTC.
    ['service=GL&from=2025-06-10&to=2025-06-10', ['berlinJune10']],
    ['service=GL&from=2025-06-15&to=2025-06-16', ['berlinJune15', 'berlinJune16']],
    ['service=GL&from=2025-06-11', ['berlinJune11', 'berlinJune15', 'berlinJune16']],
    // 31 days, today included, is the most one call lists.
    [
      'service=GL&to=2025-07-02',
      ['berlinToday', 'berlinTuesday', 'berlinJune10', 'berlinJune11', 'berlinJune15', 'berlinJune16'],
    ],
  ])('%s → %j', async (query, names) => {
    expect(await freeSlotIds('1101', query)).toEqual(names.map((name) => slotId[name]));
  });

  it.each<[string, string, string, SlotName[]]>([
    ['Whit Monday alone', '1101', 'from=2025-06-09&to=2025-06-09', []],
    ['the days around Whit Monday', '1101', 'from=2025-06-08&to=2025-06-10', ['berlinJune10']],
    [
      'Whit Monday in Prague, no holiday there',
      '1601',
      'from=2025-06-09&to=2025-06-09',
      ['pragueWhitMonday'],
    ],
  ])('§2 holidays: no slot on a day the branch is closed: %s', async (_case, branchId, days, names) => {
    expect(await freeSlotIds(branchId, `service=GL&${days}`)).toEqual(names.map((name) => slotId[name]));
  });

  it('answers each slot with its time, length and free places', async () => {
    const { body } = await server.get(
      '/v1/branches/1101/appointment-slots?shopId=1001&service=GL&to=2025-06-03',
    );
    expect(SlotListSchema.parse(body).entities).toEqual([
      {
        id: slotId.berlinToday,
        branchId: '1101',
        service: 'GL',
        startsAt: '2025-06-02T12:00:00.000Z',
        durationMinutes: 30,
        freePlaces: 2,
      },
      expect.objectContaining({ id: slotId.berlinTuesday, freePlaces: 1 }),
    ]);
  });

  it.each([
    ['', ['service']],
    ['service=GL_ET', ['service']],
    ['service=GL&from=2025-02-30&to=tomorrow', ['from', 'to']],
    ['service=GL&from=2025-06-10&to=2025-06-09', ['to']],
    ['service=GL&from=2025-06-01&to=2025-07-02', ['to']],
    ['service=GL&to=2025-06-01', ['to']],
  ])('?%s → 400 naming %j', async (query, parameters) => {
    const { status, body } = await server.get(`/v1/branches/1101/appointment-slots?shopId=1001&${query}`);
    expect(status).toBe(400);
    expect(refusedParameters(body)).toEqual(parameters);
  });

  it('refuses a service the branch does not offer (Frankfurt has no hearing care), naming it', async () => {
    const { status, body } = await server.get('/v1/branches/1105/appointment-slots?shopId=1001&service=HA');
    expect(status).toBe(400);
    expect(body).toMatchObject({
      errors: [{ parameter: 'service', message: 'Branch 1105 does not offer HA' }],
    });
  });

  it('is a 404 for an unknown branch', async () => {
    const { status } = await server.get('/v1/branches/9999/appointment-slots?shopId=1001&service=GL');
    expect(status).toBe(404);
  });
});

describe('POST branches/{id}/appointments books one place', () => {
  it('books for an account and a guest until the slot is full, then answers 409', async () => {
    const forAnna = booked(
      await book('1102', {
        slotId: slotId.hamburgTwoPlaces,
        service: eyeTest,
        customer: { account: accountRef(customers.anna) },
      }),
    );
    expect(forAnna).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
      dateTime: '2025-06-03T08:00:00.000Z',
      service: eyeTest,
      branch: { id: '1102' },
      status: 'booked',
      slotId: slotId.hamburgTwoPlaces,
      durationMinutes: 30,
      customer: { id: customers.anna },
      createdAt: fixtureNow.toISOString(),
      cancelledAt: null,
    });
    expect(await freeSlotIds('1102', 'service=GL&from=2025-06-03&to=2025-06-03')).toEqual([
      slotId.hamburgTwoPlaces,
    ]);

    const forGuest = booked(
      await book('1102', { slotId: slotId.hamburgTwoPlaces, service: eyeTest, customer: { guest } }),
    );
    expect(forGuest.customer).toBeNull();
    expect(await freeSlotIds('1102', 'service=GL&from=2025-06-03&to=2025-06-03')).toEqual([]);

    const third = await book('1102', {
      slotId: slotId.hamburgTwoPlaces,
      service: eyeTest,
      customer: { account: accountRef(customers.lukas) },
    });
    expect(third.status).toBe(409);
    expect(third.body).toMatchObject({ message: 'The appointment slot is fully booked' });
    expect(await placesTaken('hamburgTwoPlaces')).toBe(2);
  });

  it('§3: books a sub-service of the slot’s service code (GL_CR reserve and pickup)', async () => {
    const appointment = booked(
      await book('1102', {
        slotId: slotId.hamburgGuest,
        service: { productCategory: 'GL', serviceName: 'GL_CR' },
        customer: { guest },
      }),
    );
    expect(appointment.service).toEqual({ productCategory: 'GL', serviceName: 'GL_CR' });
  });

  it.each<[string, () => unknown, number, string]>([
    [
      'a slot of another branch',
      () => ({ slotId: slotId.munich, service: eyeTest, customer: { guest } }),
      404,
      'not found',
    ],
    ['an unknown slot', () => ({ slotId: 999_999, service: eyeTest, customer: { guest } }), 404, 'not found'],
    [
      'a slot that has begun',
      () => ({ slotId: slotId.hamburgBegun, service: eyeTest, customer: { guest } }),
      409,
      'already begun',
    ],
    [
      'a guest customer’s id as an account',
      () => ({
        slotId: slotId.hamburgRetry,
        service: eyeTest,
        customer: { account: accountRef(customers.guestRow) },
      }),
      400,
      'guests',
    ],
    [
      'another shop’s account',
      () => ({
        slotId: slotId.hamburgRetry,
        service: eyeTest,
        customer: { account: accountRef(customers.austrian) },
      }),
      404,
      'Customer',
    ],
  ])('refuses %s and takes no place', async (_case, body, status, message) => {
    const answer = await book('1102', body());
    expect(answer.status).toBe(status);
    expect((answer.body as { message: string }).message).toContain(message);
    expect(await placesTaken('hamburgRetry')).toBe(0);
  });

  it('§2 holidays: refuses a slot on a day the branch is closed (409) and takes no place', async () => {
    const answer = await book('1102', {
      slotId: slotId.hamburgWhitMonday,
      service: eyeTest,
      customer: { guest },
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      message: 'The branch is closed on the day of this appointment slot',
    });
    expect(await placesTaken('hamburgWhitMonday')).toBe(0);
  });

  it('refuses a service the slot is not for, naming it', async () => {
    const answer = await book('1102', {
      slotId: slotId.hamburgHearing,
      service: eyeTest,
      customer: { guest },
    });
    expect(answer.status).toBe(400);
    expect(refusedParameters(answer.body)).toEqual(['service[productCategory]']);
    expect(await placesTaken('hamburgHearing')).toBe(0);
  });

  it('an account holds one place of a slot at most', async () => {
    const body = {
      slotId: slotId.hamburgTwice,
      service: eyeTest,
      customer: { account: accountRef(customers.lukas) },
    };
    booked(await book('1102', body));
    const again = await book('1102', body);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: 'This customer has booked this slot already' });
    expect(await placesTaken('hamburgTwice')).toBe(1);
  });

  it.each<[string, unknown, string[]]>([
    ['no slot', { service: eyeTest, customer: { guest } }, ['slotId']],
    [
      'a sub-service of another code',
      { slotId: 1, service: { productCategory: 'GL', serviceName: 'CL_FI' }, customer: { guest } },
      ['service[serviceName]'],
    ],
    [
      'an unknown service code',
      { slotId: 1, service: { productCategory: 'XX', serviceName: 'GL_ET' }, customer: { guest } },
      ['service[productCategory]'],
    ],
    ['no customer', { slotId: 1, service: eyeTest, customer: {} }, ['customer']],
    [
      'both an account and a guest',
      { slotId: 1, service: eyeTest, customer: { account: accountRef(1), guest } },
      ['customer'],
    ],
    [
      'a guest without a valid email and phone',
      {
        slotId: 1,
        service: eyeTest,
        customer: { guest: { ...guest, email: 'jana@', phone: '040 3097451' } },
      },
      ['customer[guest][email]', 'customer[guest][phone]'],
    ],
    [
      'a guest with a name of digits',
      { slotId: 1, service: eyeTest, customer: { guest: { ...guest, lastName: 'R2D2' } } },
      ['customer[guest][lastName]'],
    ],
  ])('a body with %s → 400', async (_case, body, parameters) => {
    const answer = await book('1102', body);
    expect(answer.status).toBe(400);
    expect(refusedParameters(answer.body)).toEqual(parameters);
  });

  it('needs an Idempotency-Key, like orders', async () => {
    const answer = await book(
      '1102',
      { slotId: slotId.hamburgRetry, service: eyeTest, customer: { guest } },
      null,
    );
    expect(answer.status).toBe(400);
    expect(refusedParameters(answer.body)).toEqual(['Idempotency-Key']);
  });

  it('a retry with the same key books once and answers the same appointment; another body with it is a 422', async () => {
    const key = randomUUID();
    const body = { slotId: slotId.hamburgRetry, service: eyeTest, customer: { guest } };
    const first = booked(await book('1102', body, key));
    const retry = booked(await book('1102', body, key), 200);
    expect(retry).toEqual(first);
    expect(await placesTaken('hamburgRetry')).toBe(1);
    const other = await book(
      '1102',
      { ...body, service: { productCategory: 'GL', serviceName: 'GL_AD' } },
      key,
    );
    expect(other.status).toBe(422);
    expect(await placesTaken('hamburgRetry')).toBe(1);
  });

  it('is a 404 for an unknown branch', async () => {
    const answer = await book('9999', { slotId: slotId.hamburgRetry, service: eyeTest, customer: { guest } });
    expect(answer.status).toBe(404);
  });
});

describe('DELETE appointments/{id} cancels and frees the place', () => {
  it('frees the place for the next customer; cancelling again frees nothing more', async () => {
    const body = {
      slotId: slotId.hamburgCancel,
      service: eyeTest,
      customer: { account: accountRef(customers.anna) },
    };
    const appointment = booked(await book('1102', body));
    expect(await freeSlotIds('1102', 'service=GL&from=2025-06-04&to=2025-06-04')).toEqual([]);

    clock.now = new Date('2025-06-02T11:00:00.000Z');
    const path = `/v1/appointments/${appointment.id}?shopId=1001&customerId=${customers.anna}`;
    const cancelled = await server.send('DELETE', path);
    expect(cancelled.status).toBe(200);
    expect(AppointmentAnswerSchema.parse(cancelled.body)).toEqual({
      ...appointment,
      status: 'cancelled',
      cancelledAt: '2025-06-02T11:00:00.000Z',
    });
    clock.now = fixtureNow;
    expect(await placesTaken('hamburgCancel')).toBe(0);
    expect(await freeSlotIds('1102', 'service=GL&from=2025-06-04&to=2025-06-04')).toEqual([
      slotId.hamburgCancel,
    ]);

    const again = await server.send('DELETE', path);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(cancelled.body);
    expect(await placesTaken('hamburgCancel')).toBe(0);

    booked(await book('1102', { ...body, customer: { account: accountRef(customers.lukas) } }));
    expect(await placesTaken('hamburgCancel')).toBe(1);
  });

  it('keeps an appointment that has begun (409)', async () => {
    const appointment = booked(
      await book('1102', { slotId: slotId.hamburgSoon, service: eyeTest, customer: { guest } }),
    );
    clock.now = new Date('2025-06-02T10:20:00.000Z');
    try {
      const answer = await server.send('DELETE', `/v1/appointments/${appointment.id}?shopId=1001`);
      expect(answer.status).toBe(409);
    } finally {
      clock.now = fixtureNow;
    }
    expect(await placesTaken('hamburgSoon')).toBe(1);
  });

  it.each<[string, (ids: { account: string; guest: string }) => string, number]>([
    [
      'an account’s appointment without its customer',
      (ids) => `/v1/appointments/${ids.account}?shopId=1001`,
      404,
    ],
    [
      'an account’s appointment with another customer',
      (ids) => `/v1/appointments/${ids.account}?shopId=1001&customerId=${customers.lukas}`,
      404,
    ],
    [
      'an account’s appointment from another shop',
      (ids) => `/v1/appointments/${ids.account}?shopId=1002&customerId=${customers.anna}`,
      404,
    ],
    [
      'a guest’s appointment with a customer',
      (ids) => `/v1/appointments/${ids.guest}?shopId=1001&customerId=${customers.anna}`,
      404,
    ],
    ['an unknown appointment', () => `/v1/appointments/${randomUUID()}?shopId=1001`, 404],
    ['a malformed id', () => '/v1/appointments/42?shopId=1001', 400],
  ])('refuses to cancel %s', async (_case, path, status) => {
    const { rows } = await database.db.query<{ id: string; customer_id: number | null }>(
      `select id, customer_id from appointments where status = 'booked' order by seq`,
    );
    const ids = {
      account: rows.find((row) => row.customer_id === customers.anna)!.id,
      guest: rows.find((row) => row.customer_id === null)!.id,
    };
    const answer = await server.send('DELETE', path(ids));
    expect(answer.status).toBe(status);
    const still = await database.db.query(`select 1 from appointments where status = 'booked'`);
    expect(still.rowCount).toBe(rows.length);
  });
});

describe('GET customers/{id}/appointments (§2 /account/appointments/)', () => {
  it('lists the customer’s appointments, latest first, with their status', async () => {
    const { status, body } = await server.get(`/v1/customers/${customers.anna}/appointments?shopId=1001`);
    expect(status).toBe(200);
    const page = AppointmentPageSchema.parse(body);
    expect(page.entities.map((appointment) => [appointment.dateTime, appointment.status])).toEqual([
      ['2025-06-04T08:00:00.000Z', 'cancelled'],
      ['2025-06-03T08:00:00.000Z', 'booked'],
    ]);
    expect(page.entities.every((appointment) => appointment.customer?.id === customers.anna)).toBe(true);
    expect(page.pagination).toMatchObject({ total: 2, page: 1, last: 1 });
  });

  it('pages', async () => {
    const { body } = await server.get(
      `/v1/customers/${customers.anna}/appointments?shopId=1001&perPage=1&page=2`,
    );
    const page = AppointmentPageSchema.parse(body);
    expect(page.entities.map((appointment) => appointment.dateTime)).toEqual(['2025-06-03T08:00:00.000Z']);
    expect(page.pagination).toEqual({
      current: 1,
      total: 2,
      perPage: 1,
      page: 2,
      first: 1,
      prev: 1,
      next: 2,
      last: 2,
    });
  });

  it.each<[string, () => string, number]>([
    ['a customer the backend has no record of', () => '/v1/customers/987654/appointments?shopId=1001', 200],
    ['another shop’s customer', () => `/v1/customers/${customers.austrian}/appointments?shopId=1001`, 200],
    ['a malformed customer id', () => '/v1/customers/anna/appointments?shopId=1001', 400],
  ])('%s', async (_case, path, status) => {
    const answer = await server.get(path());
    expect(answer.status).toBe(status);
    // Nobody's appointments show under another id or shop: the list is empty, as for an account
    // that never booked (the backend records accounts only when they order or book).
    if (status === 200) expect((answer.body as { entities: unknown[] }).entities).toEqual([]);
  });
});
