import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startCommerceProcedures } from '../commerce-procedures.fixtures.ts';
import type { CommerceProcedures } from '../commerce-procedures.fixtures.ts';
import { demoAccount, registeredAccount, seedAccountArea } from './account-area.fixtures.ts';
import type { AccountHolder } from './account-area.fixtures.ts';

// The account pages of §2 that read the commerce backend: /account/orders/ (and the
// detail), /account/branch-order/ (and the detail) and /account/appointments/. The seeded demo
// account (verified) has orders in every §4 delivery status, a branch order in every status and
// two booked appointments; a newly registered, verified customer has none of them.

let procedures: CommerceProcedures;
let anna: AccountHolder;
let stranger: AccountHolder;

beforeAll(async () => {
  procedures = await startCommerceProcedures({ database: true });
  await seedAccountArea(procedures.db);
  anna = await demoAccount(procedures, 'verified');
  stranger = await registeredAccount(procedures, { verified: true });
});

afterAll(async () => {
  await procedures?.close();
});

async function idsOf(sql: string, customerId: number): Promise<string[]> {
  const { rows } = await procedures.db.query<{ id: string }>(sql, [customerId]);
  return rows.map((row) => row.id);
}

/** The customer's online orders as the database holds them, newest first. */
const storedOrderIds = (customerId: number) =>
  idsOf(
    'select id::text as id from orders where customer_id = $1 order by created_at desc, seq desc',
    customerId,
  );

describe('getOrders and getOrder (§2 /account/orders/)', () => {
  it('lists the customer’s orders, newest first, page by page', async () => {
    const stored = await storedOrderIds(anna.customerId);
    expect(stored.length).toBe(9);
    const pages = [];
    for (const page of [1, 2, 3]) pages.push(await anna.visitor.call('getOrders', { page, perPage: 4 }));
    expect(pages.map((answer) => answer.orders.length)).toEqual([4, 4, 1]);
    expect(pages.flatMap((answer) => answer.orders.map((order) => String(order.id)))).toEqual(stored);
    expect(pages[1]!.pagination).toMatchObject({
      current: 4,
      page: 2,
      perPage: 4,
      total: 9,
      last: 3,
      prev: 1,
      next: 3,
    });
  });

  it('answers 24 to a page when the payload leaves paging out', async () => {
    for (const payload of [undefined, {}] as const) {
      const answer = await anna.visitor.call('getOrders', payload);
      expect(answer.pagination).toMatchObject({ page: 1, perPage: 24, total: 9, last: 1 });
      expect(answer.orders.map((order) => String(order.id))).toEqual(await storedOrderIds(anna.customerId));
    }
  });

  it('a page past the last is empty', async () => {
    const answer = await anna.visitor.call('getOrders', { page: 4, perPage: 4 });
    expect(answer.orders).toEqual([]);
    expect(answer.pagination.total).toBe(9);
  });

  it('a customer without orders gets an empty list, not someone else’s', async () => {
    const answer = await stranger.visitor.call('getOrders', {});
    expect(answer.orders).toEqual([]);
    expect(answer.pagination.total).toBe(0);
  });

  it('answers one of the customer’s orders in full, as the list has it', async () => {
    const [listed] = (await anna.visitor.call('getOrders', { perPage: 1 })).orders;
    expect(await anna.visitor.call('getOrder', { orderId: listed!.id })).toEqual(listed);
  });

  it('someone else’s order is not found (404), and nothing of it is shown', async () => {
    const [annasOrder] = await storedOrderIds(anna.customerId);
    const failure = await stranger.visitor.fail('getOrder', { orderId: Number(annasOrder) });
    expect(failure.status).toBe(404);
    expect(failure.error).toMatchObject({ code: 'NOT_FOUND', message: 'Order not found' });
    expect(JSON.stringify(failure.error)).not.toContain(annasOrder);
  });

  it('an order id nobody has is not found (404)', async () => {
    const failure = await anna.visitor.fail('getOrder', { orderId: 999_999_999_999 });
    expect(failure.status).toBe(404);
  });
});

/** The customer's branch orders as the database holds them, newest first. */
const storedBranchOrderIds = (customerId: number) =>
  idsOf(
    'select id::text as id from branch_orders where customer_id = $1 order by created_at desc, seq desc',
    customerId,
  );

describe('getBranchOrders and getBranchOrder (§2 /account/branch-order/)', () => {
  it('lists every branch order of the customer, newest first', async () => {
    const stored = await storedBranchOrderIds(anna.customerId);
    expect(stored.length).toBe(5);
    const answer = await anna.visitor.call('getBranchOrders', {});
    expect(answer.map((order) => order.id)).toEqual(stored);
    expect(new Set(answer.map((order) => order.status))).toEqual(
      new Set(['ordered', 'in_production', 'ready_for_pickup', 'picked_up', 'cancelled']),
    );
  });

  it('answers one branch order as the list has it', async () => {
    const [listed] = await anna.visitor.call('getBranchOrders', undefined);
    expect(await anna.visitor.call('getBranchOrder', { id: listed!.id })).toEqual(listed);
  });

  it('a customer without branch orders gets an empty list', async () => {
    expect(await stranger.visitor.call('getBranchOrders', {})).toEqual([]);
  });

  it('someone else’s branch order is not found (404)', async () => {
    const [annasOrder] = await storedBranchOrderIds(anna.customerId);
    const failure = await stranger.visitor.fail('getBranchOrder', { id: annasOrder });
    expect(failure.status).toBe(404);
    expect(failure.error).toMatchObject({ code: 'NOT_FOUND', message: 'Branch order not found' });
  });
});

/** The customer's appointments and their states, as the database holds them. */
async function storedAppointments(customerId: number): Promise<Map<string, string>> {
  const { rows } = await procedures.db.query<{ id: string; status: string }>(
    'select id::text as id, status from appointments where customer_id = $1',
    [customerId],
  );
  return new Map(rows.map((row) => [row.id, row.status]));
}

/** Books a place in the first free upcoming GL slot of a German branch for the customer, over the backend's HTTP API. */
async function bookedAppointment(holder: AccountHolder): Promise<string> {
  const { rows } = await procedures.db.query<{ id: number; branch_id: string }>(
    `select s.id, s.branch_id from appointment_slots s join branches b on b.id = s.branch_id
      where b.country = 'DE' and s.service = 'GL' and s.booked < s.capacity and s.starts_at > $1
      order by s.starts_at desc, s.id limit 1`,
    [new Date()],
  );
  const slot = rows[0]!;
  const http = procedures.commerce.httpForShop(anna.visitor.shop);
  const answer = await http.request(`branches/${slot.branch_id}/appointments`, z.object({ id: z.uuid() }), {
    method: 'POST',
    headers: { 'Idempotency-Key': randomUUID() },
    body: {
      slotId: slot.id,
      service: { productCategory: 'GL', serviceName: 'GL_ET' },
      customer: {
        account: {
          id: holder.customerId,
          email: holder.email,
          firstName: 'Jo',
          lastName: 'Doe',
          verified: true,
        },
      },
    },
  });
  return answer.id;
}

describe('getAppointments and cancelAppointment (§2 /account/appointments/)', () => {
  it('lists the customer’s booked appointments with their §3 fields', async () => {
    const stored = await storedAppointments(anna.customerId);
    const answer = await anna.visitor.call('getAppointments', {});
    expect(answer.length).toBe(2);
    expect(new Set(answer.map((appointment) => appointment.id))).toEqual(new Set(stored.keys()));
    expect(answer.map((appointment) => appointment.service.productCategory).sort()).toEqual(['CL', 'GL']);
    expect(await stranger.visitor.call('getAppointments', {})).toEqual([]);
  });

  it('cancels one: the place is free again, the page no longer lists it, and cancelling again is fine', async () => {
    const id = await bookedAppointment(stranger);
    const slotBooked = async () =>
      (
        await procedures.db.query<{ booked: number }>(
          'select s.booked from appointment_slots s join appointments a on a.slot_id = s.id where a.id = $1',
          [id],
        )
      ).rows[0]!.booked;
    const before = await slotBooked();
    expect((await stranger.visitor.call('getAppointments', {})).map((appointment) => appointment.id)).toEqual(
      [id],
    );
    expect(await stranger.visitor.call('cancelAppointment', { appointmentId: id })).toEqual({ ok: true });
    expect((await storedAppointments(stranger.customerId)).get(id)).toBe('cancelled');
    expect(await slotBooked()).toBe(before - 1);
    expect(await stranger.visitor.call('getAppointments', {})).toEqual([]);
    expect(await stranger.visitor.call('cancelAppointment', { appointmentId: id })).toEqual({ ok: true });
    expect(await slotBooked()).toBe(before - 1);
  });

  it('someone else’s appointment is not found (404) and stays booked', async () => {
    const [annasAppointment] = [...(await storedAppointments(anna.customerId)).keys()];
    const failure = await stranger.visitor.fail('cancelAppointment', { appointmentId: annasAppointment });
    expect(failure.status).toBe(404);
    expect(failure.error).toMatchObject({ code: 'NOT_FOUND', message: 'Appointment not found' });
    expect((await storedAppointments(anna.customerId)).get(annasAppointment!)).toBe('booked');
  });

  it.each(['a-b-c', '00000000-0000-4000-8000-000000000000'])(
    'an id that names no appointment (%s) is not found',
    async (id) => {
      const failure = await anna.visitor.fail('cancelAppointment', { appointmentId: id });
      expect(failure.status).toBe(404);
    },
  );

  it('an appointment that has begun cannot be cancelled (409 naming the appointment)', async () => {
    const id = await bookedAppointment(stranger);
    await procedures.db.query(
      'update appointment_slots set starts_at = $2 where id = (select slot_id from appointments where id = $1)',
      [id, new Date(Date.now() - 10 * 60_000)],
    );
    const failure = await stranger.visitor.fail('cancelAppointment', { appointmentId: id });
    expect(failure.status).toBe(409);
    expect(failure.error.code).toBe('CONFLICT');
    expect(failure.error.details?.map((detail) => detail.field)).toEqual(['payload.appointmentId']);
    expect((await storedAppointments(stranger.customerId)).get(id)).toBe('booked');
  });
});

describe('bad payloads are refused before anything is read (400 naming the field)', () => {
  it.each([
    ['getOrders', { perPage: 101 }, 'payload.perPage'],
    ['getOrders', { page: 0 }, 'payload.page'],
    ['getOrders', { page: 1, sort: 'price' }, 'payload.sort'],
    ['getOrder', { orderId: 12345 }, 'payload.orderId'],
    ['getOrder', { orderId: '100100000001' }, 'payload.orderId'],
    ['getOrder', { orderId: 100100000001, email: 'x@example.de' }, 'payload.email'],
    ['getBranchOrders', { page: 1 }, 'payload.page'],
    ['getBranchOrder', { id: '12345' }, 'payload.id'],
    ['getAppointments', { all: true }, 'payload.all'],
    ['cancelAppointment', { appointmentId: '' }, 'payload.appointmentId'],
    ['cancelAppointment', {}, 'payload.appointmentId'],
  ])('%s refuses %j at %s', async (name, payload, field) => {
    const failure = await anna.visitor.fail(name, payload);
    expect(failure.status).toBe(400);
    expect(failure.error.details?.map((detail) => detail.field)).toContain(field);
  });
});
