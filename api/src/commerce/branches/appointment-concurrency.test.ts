import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../testing/test-database.ts';
import type { TestDatabase } from '../../testing/test-database.ts';
import type { CommerceTestServer } from '../testing/commerce-test-server.ts';
import { AppointmentAnswerSchema } from './appointment-answer.ts';
import {
  accountRef,
  insertCustomer,
  insertFixtureBranches,
  startBranchApi,
} from './branch-test-setup.fixtures.ts';

let database: TestDatabase;
let server: CommerceTestServer;
let crowdedSlot: number;
let retriedSlot: number;
let customerIds: number[];

beforeAll(async () => {
  database = await openTestDatabase();
  [crowdedSlot, retriedSlot] = (await insertFixtureBranches(database.db, [
    { branchId: '1103', startsAt: '2025-06-04T08:00:00.000Z', service: 'GL', capacity: 3 },
    { branchId: '1103', startsAt: '2025-06-04T09:00:00.000Z', service: 'CL', capacity: 3 },
  ])) as [number, number];
  customerIds = [];
  for (let index = 0; index < 20; index += 1) {
    customerIds.push(await insertCustomer(database.db, { email: `kunde${index}@example.com` }));
  }
  ({ server } = await startBranchApi(database.db));
});

afterAll(async () => {
  await server?.close();
  await database?.cleanup();
});

async function slotState(id: number) {
  const { rows } = await database.db.query<{ booked: number; appointments: number }>(
    `select s.booked, (select count(*)::int from appointments a where a.slot_id = s.id and a.status = 'booked') as appointments
       from appointment_slots s where s.id = $1`,
    [id],
  );
  return rows[0];
}

describe('concurrent bookings never overfill a slot (§3 Appointment)', () => {
  it('20 customers booking a slot with 3 places at once: exactly 3 bookings and 17 × 409', async () => {
    const answers = await Promise.all(
      customerIds.map((id) =>
        server.send(
          'POST',
          '/v1/branches/1103/appointments?shopId=1001',
          {
            slotId: crowdedSlot,
            service: { productCategory: 'GL', serviceName: 'GL_ET' },
            customer: { account: accountRef(id) },
          },
          { 'Idempotency-Key': randomUUID() },
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array<number>(3).fill(201), ...Array<number>(17).fill(409)]);
    expect(await slotState(crowdedSlot)).toEqual({ booked: 3, appointments: 3 });
  });

  it('one request retried five times at once books one place and answers one appointment', async () => {
    const key = randomUUID();
    const body = {
      slotId: retriedSlot,
      service: { productCategory: 'CL', serviceName: 'CL_FU' },
      customer: { account: accountRef(customerIds[0]!) },
    };
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map(() =>
        server.send('POST', '/v1/branches/1103/appointments?shopId=1001', body, { 'Idempotency-Key': key }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 201]);
    const ids = new Set(answers.map((answer) => AppointmentAnswerSchema.parse(answer.body).id));
    expect(ids.size).toBe(1);
    expect(await slotState(retriedSlot)).toEqual({ booked: 1, appointments: 1 });
  });
});
