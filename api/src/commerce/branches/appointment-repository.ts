import type { AppointmentSubService, BranchServiceCode } from '@lumen/domain';
import type { Queryable } from '../../db/db.ts';
import type { AppointmentAnswer, AppointmentSlot } from './appointment-answer.ts';
import type { GuestContact } from './branch-request.ts';

interface SlotRow {
  id: number;
  branch_id: string;
  service: BranchServiceCode;
  starts_at: Date;
  duration_minutes: number;
  free_places: number;
}

/**
 * Slots of a branch and service with a place left that start after `now`, between two calendar
 * days of the branch's zone (both included), earliest first.
 */
export async function freeSlots(
  q: Queryable,
  query: {
    branchId: string;
    service: BranchServiceCode;
    from: string;
    to: string;
    timeZone: string;
    now: Date;
  },
): Promise<AppointmentSlot[]> {
  const { rows } = await q.query<SlotRow>(
    `select id, branch_id, service, starts_at, duration_minutes, capacity - booked as free_places
       from appointment_slots
      where branch_id = $1 and service = $2 and booked < capacity and starts_at > $6
        and starts_at >= ($3::date)::timestamp at time zone $5
        and starts_at < ($4::date + 1)::timestamp at time zone $5
      order by starts_at, id`,
    [query.branchId, query.service, query.from, query.to, query.timeZone, query.now],
  );
  return rows.map((row) => ({
    id: row.id,
    branchId: row.branch_id,
    service: row.service,
    startsAt: row.starts_at.toISOString(),
    durationMinutes: row.duration_minutes,
    freePlaces: row.free_places,
  }));
}

export interface SlotState {
  id: number;
  service: BranchServiceCode;
  startsAt: Date;
  capacity: number;
  booked: number;
}

export async function findSlot(
  q: Queryable,
  branchId: string,
  slotId: number,
): Promise<SlotState | undefined> {
  const { rows } = await q.query<{
    id: number;
    service: BranchServiceCode;
    starts_at: Date;
    capacity: number;
    booked: number;
  }>(
    'select id, service, starts_at, capacity, booked from appointment_slots where id = $1 and branch_id = $2',
    [slotId, branchId],
  );
  const row = rows[0];
  return (
    row && {
      id: row.id,
      service: row.service,
      startsAt: row.starts_at,
      capacity: row.capacity,
      booked: row.booked,
    }
  );
}

/**
 * Takes one place of a slot that has one left and has not started. The check and the increment
 * are one statement, so concurrent bookings never overfill a slot: PostgreSQL re-reads the row
 * after a competing update commits.
 */
export async function takePlace(q: Queryable, slotId: number, now: Date): Promise<boolean> {
  const { rowCount } = await q.query(
    'update appointment_slots set booked = booked + 1 where id = $1 and booked < capacity and starts_at > $2',
    [slotId, now],
  );
  return rowCount === 1;
}

export async function freePlace(q: Queryable, slotId: number): Promise<void> {
  await q.query('update appointment_slots set booked = booked - 1 where id = $1 and booked > 0', [slotId]);
}

export interface NewAppointment {
  id: string;
  shopId: number;
  slotId: number;
  service: { productCategory: BranchServiceCode; serviceName: AppointmentSubService };
  customerId: number | null;
  guest: GuestContact | null;
  idempotencyKey: string;
  requestHash: string;
  createdAt: Date;
}

export async function insertAppointment(q: Queryable, appointment: NewAppointment): Promise<void> {
  await q.query(
    `insert into appointments (id, shop_id, slot_id, service_code, service_name, customer_id, guest_contact,
                               idempotency_key, request_hash, created_at)
     values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10)`,
    [
      appointment.id,
      appointment.shopId,
      appointment.slotId,
      appointment.service.productCategory,
      appointment.service.serviceName,
      appointment.customerId,
      appointment.guest ? JSON.stringify(appointment.guest) : null,
      appointment.idempotencyKey,
      appointment.requestHash,
      appointment.createdAt,
    ],
  );
}

/** An appointment with what the service decides on besides its answer. */
export interface StoredAppointment {
  appointment: AppointmentAnswer;
  startsAt: Date;
  requestHash: string;
}

interface AppointmentRow {
  id: string;
  status: AppointmentAnswer['status'];
  service_code: BranchServiceCode;
  service_name: AppointmentSubService;
  customer_id: number | null;
  created_at: Date;
  cancelled_at: Date | null;
  request_hash: string;
  slot_id: number;
  branch_id: string;
  starts_at: Date;
  duration_minutes: number;
}

const selectAppointments = `
  select a.id, a.status, a.service_code, a.service_name, a.customer_id, a.created_at, a.cancelled_at,
         a.request_hash, s.id as slot_id, s.branch_id, s.starts_at, s.duration_minutes
    from appointments a
    join appointment_slots s on s.id = a.slot_id`;

function storedOf(row: AppointmentRow): StoredAppointment {
  return {
    appointment: {
      id: row.id,
      dateTime: row.starts_at.toISOString(),
      service: { productCategory: row.service_code, serviceName: row.service_name },
      branch: { id: row.branch_id },
      status: row.status,
      slotId: row.slot_id,
      durationMinutes: row.duration_minutes,
      customer: row.customer_id === null ? null : { id: row.customer_id },
      createdAt: row.created_at.toISOString(),
      cancelledAt: row.cancelled_at?.toISOString() ?? null,
    },
    startsAt: row.starts_at,
    requestHash: row.request_hash,
  };
}

export async function findAppointment(
  q: Queryable,
  shopId: number,
  id: string,
  options: { lock?: boolean } = {},
): Promise<StoredAppointment | undefined> {
  const { rows } = await q.query<AppointmentRow>(
    `${selectAppointments} where a.shop_id = $1 and a.id = $2${options.lock ? ' for update of a' : ''}`,
    [shopId, id],
  );
  return rows[0] && storedOf(rows[0]);
}

export async function findAppointmentByIdempotencyKey(
  q: Queryable,
  shopId: number,
  key: string,
): Promise<StoredAppointment | undefined> {
  const { rows } = await q.query<AppointmentRow>(
    `${selectAppointments} where a.shop_id = $1 and a.idempotency_key = $2`,
    [shopId, key],
  );
  return rows[0] && storedOf(rows[0]);
}

/** Whether the customer holds a place of the slot already. */
export async function holdsPlace(q: Queryable, slotId: number, customerId: number): Promise<boolean> {
  const { rowCount } = await q.query(
    `select 1 from appointments where slot_id = $1 and customer_id = $2 and status = 'booked'`,
    [slotId, customerId],
  );
  return rowCount > 0;
}

/** A customer's appointments, latest date first, and how many there are. */
export async function customerAppointments(
  q: Queryable,
  shopId: number,
  customerId: number,
  window: { limit: number; offset: number },
): Promise<{ appointments: AppointmentAnswer[]; total: number }> {
  const page = await q.query<AppointmentRow>(
    `${selectAppointments} where a.shop_id = $1 and a.customer_id = $2
      order by s.starts_at desc, a.seq desc limit $3 offset $4`,
    [shopId, customerId, window.limit, window.offset],
  );
  const count = await q.query<{ total: number }>(
    'select count(*)::int as total from appointments where shop_id = $1 and customer_id = $2',
    [shopId, customerId],
  );
  return {
    appointments: page.rows.map((row) => storedOf(row).appointment),
    total: count.rows[0]?.total ?? 0,
  };
}

export async function markCancelled(q: Queryable, id: string, now: Date): Promise<void> {
  await q.query(`update appointments set status = 'cancelled', cancelled_at = $2 where id = $1`, [id, now]);
}
