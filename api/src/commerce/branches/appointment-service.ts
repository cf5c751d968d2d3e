import { randomUUID } from 'node:crypto';
import { addDays } from '@lumen/domain';
import type { IsoDate, ShopIdentity } from '@lumen/domain';
import type { Queryable } from '../../db/db.ts';
import { CommerceFailure } from '../commerce-failure.ts';
import { recordAccountCustomer } from '../orders/customer-repository.ts';
import { requestHash } from '../orders/order-identifiers.ts';
import type { AppointmentAnswer, AppointmentSlot } from './appointment-answer.ts';
import {
  customerAppointments,
  findAppointment,
  findAppointmentByIdempotencyKey,
  findSlot,
  freePlace,
  freeSlots,
  holdsPlace,
  insertAppointment,
  markCancelled,
  takePlace,
} from './appointment-repository.ts';
import type { StoredAppointment } from './appointment-repository.ts';
import type { StoredBranch } from './branch-repository.ts';
import { isClosedDay } from './branch-closed-days.ts';
import type { BranchDeps } from './branch-service.ts';
import { requireBranch } from './branch-service.ts';
import { defaultSlotDays, maxSlotDays } from './branch-request.ts';
import type { BookAppointmentBody } from './branch-request.ts';
import { listPage, pageWindow } from './list-page.ts';
import type { PageQuery } from './list-page.ts';
import { localDateOf } from '../../shop-time/local-time.ts';

const uniqueViolation = '23505';
const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === uniqueViolation;

/** Whole days from one calendar day to another. */
const daysBetween = (from: IsoDate, to: IsoDate) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/**
 * Books one place of a slot inside the caller's transaction and returns the appointment's id.
 * Refuses an unknown slot (not_found), a service the slot is not for (invalid), a slot that has
 * begun or is full, one on a day the branch is closed (`closedOn`, given its start), and an account
 * that holds a place of it already (conflict).
 */
export async function bookPlace(
  tx: Queryable,
  booking: {
    shop: ShopIdentity;
    branchId: string;
    body: BookAppointmentBody;
    idempotency: { key: string; requestHash: string };
    now: Date;
    closedOn?: (startsAt: Date) => boolean;
  },
): Promise<string> {
  const { shop, body, now } = booking;
  const slot = await findSlot(tx, booking.branchId, body.slotId);
  if (!slot)
    throw new CommerceFailure('not_found', `Appointment slot ${body.slotId} not found at this branch`);
  if (slot.service !== body.service.productCategory) {
    throw new CommerceFailure(
      'invalid',
      `Invalid body parameter service[productCategory]: the slot is for ${slot.service}`,
      [{ parameter: 'service[productCategory]', message: `The slot is for ${slot.service}` }],
    );
  }
  if (slot.startsAt <= now) throw new CommerceFailure('conflict', 'The appointment slot has already begun');
  if (booking.closedOn?.(slot.startsAt)) {
    throw new CommerceFailure('conflict', 'The branch is closed on the day of this appointment slot');
  }
  let customerId: number | null = null;
  if (body.customer.account !== undefined) {
    const customer = await recordAccountCustomer(tx, shop.shopId, body.customer.account);
    if (!customer) throw new CommerceFailure('not_found', 'Customer not found');
    if (await holdsPlace(tx, slot.id, customer.id)) {
      throw new CommerceFailure('conflict', 'This customer has booked this slot already');
    }
    customerId = customer.id;
  }
  if (!(await takePlace(tx, slot.id, now)))
    throw new CommerceFailure('conflict', 'The appointment slot is fully booked');
  const id = randomUUID();
  await insertAppointment(tx, {
    id,
    shopId: shop.shopId,
    slotId: slot.id,
    service: body.service,
    customerId,
    guest: body.customer.guest ?? null,
    idempotencyKey: booking.idempotency.key,
    requestHash: booking.idempotency.requestHash,
    createdAt: now,
  });
  return id;
}

/** The fingerprint of a booking request: the same key must come with the same booking. */
export const bookingHash = (branchId: string, body: BookAppointmentBody) =>
  requestHash({ branchId, ...body });

export function createAppointmentService(deps: BranchDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /** Same key and same booking: the appointment booked before, replayed; another booking: unprocessable. */
  function replay(
    stored: StoredAppointment,
    hash: string,
  ): { result: 'replayed'; appointment: AppointmentAnswer } {
    if (stored.requestHash !== hash) {
      throw new CommerceFailure('unprocessable', 'This Idempotency-Key was already used for another request');
    }
    return { result: 'replayed', appointment: stored.appointment };
  }

  /** Whether a slot starting then falls on a closed day of the branch (in its zone). */
  const closedOn = (branch: StoredBranch) => (startsAt: Date) =>
    isClosedDay(branch, localDateOf(startsAt, branch.timeZone));

  return {
    /**
     * Free slots of a branch for a service between two days of its zone (today and two weeks on by
     * default); none on a day the branch is closed (§2 holidays).
     */
    async slots(
      branchId: string,
      query: { service: AppointmentSlot['service']; from?: IsoDate | undefined; to?: IsoDate | undefined },
    ): Promise<{ entities: AppointmentSlot[] }> {
      const branch = await requireBranch(db, branchId);
      const moment = now();
      const from = query.from ?? localDateOf(moment, branch.timeZone);
      const to = query.to ?? addDays(from, defaultSlotDays - 1);
      const problems = [
        ...(branch.services.includes(query.service)
          ? []
          : [{ parameter: 'service', message: `Branch ${branch.id} does not offer ${query.service}` }]),
        ...(to < from ? [{ parameter: 'to', message: 'Must not be before from' }] : []),
        ...(daysBetween(from, to) >= maxSlotDays
          ? [{ parameter: 'to', message: `At most ${maxSlotDays} days from from` }]
          : []),
      ];
      if (problems.length > 0) {
        const summary = problems.map((problem) => `${problem.parameter}: ${problem.message}`).join('; ');
        throw new CommerceFailure('invalid', `Invalid query parameter ${summary}`, problems);
      }
      const slots = await freeSlots(db, {
        branchId,
        service: query.service,
        from,
        to,
        timeZone: branch.timeZone,
        now: moment,
      });
      const closed = closedOn(branch);
      return { entities: slots.filter((slot) => !closed(new Date(slot.startsAt))) };
    },

    /**
     * Books a place (POST branches/{id}/appointments). One transaction; the place is taken by a
     * conditional update, so a slot is never overbooked. The same Idempotency-Key with the same
     * booking answers the appointment booked before (replayed), even when the retry raced the first.
     */
    async book(
      shop: ShopIdentity,
      branchId: string,
      idempotencyKey: string,
      body: BookAppointmentBody,
    ): Promise<{ result: 'created' | 'replayed'; appointment: AppointmentAnswer }> {
      const hash = bookingHash(branchId, body);
      const before = await findAppointmentByIdempotencyKey(db, shop.shopId, idempotencyKey);
      if (before) return replay(before, hash);
      const branch = await requireBranch(db, branchId);
      try {
        const id = await db.transaction((tx) =>
          bookPlace(tx, {
            shop,
            branchId,
            body,
            idempotency: { key: idempotencyKey, requestHash: hash },
            now: now(),
            closedOn: closedOn(branch),
          }),
        );
        const stored = await findAppointment(db, shop.shopId, id);
        return { result: 'created', appointment: stored!.appointment };
      } catch (error) {
        // A retry that raced its first attempt lost the slot or the key to it: answer the first.
        const winner = await findAppointmentByIdempotencyKey(db, shop.shopId, idempotencyKey);
        if (winner) return replay(winner, hash);
        if (isUniqueViolation(error))
          throw new CommerceFailure('conflict', 'This customer has booked this slot already');
        throw error;
      }
    },

    /** A customer's appointments, latest first, as a SCAYLE list. */
    async list(shop: ShopIdentity, customerId: number, page: PageQuery) {
      const { appointments, total } = await customerAppointments(
        db,
        shop.shopId,
        customerId,
        pageWindow(page),
      );
      return listPage(appointments, total, page);
    },

    /**
     * Cancels an appointment and frees its place (DELETE appointments/{id}). An account's
     * appointment needs its customer id; anyone else gets the unknown id's 404. Cancelling again
     * answers the cancelled appointment and frees nothing more.
     */
    async cancel(shop: ShopIdentity, appointmentId: string, customerId: number | undefined) {
      const moment = now();
      return db.transaction(async (tx) => {
        const stored = await findAppointment(tx, shop.shopId, appointmentId, { lock: true });
        if (!stored || stored.appointment.customer?.id !== customerId) {
          throw new CommerceFailure('not_found', 'Appointment not found');
        }
        if (stored.appointment.status === 'cancelled') return stored.appointment;
        if (stored.startsAt <= moment)
          throw new CommerceFailure('conflict', 'The appointment has already begun');
        await markCancelled(tx, appointmentId, moment);
        await freePlace(tx, stored.appointment.slotId);
        return (await findAppointment(tx, shop.shopId, appointmentId))!.appointment;
      });
    },
  };
}
