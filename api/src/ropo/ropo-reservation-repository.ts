import { randomBytes } from 'node:crypto';
import { RopoReservationItemSchema } from '@lumen/domain';
import type { ContactInput, RopoReservation } from '@lumen/domain';
import { z } from 'zod';
import type { Queryable } from '../db/db.ts';

/** One frame set aside, as it was offered when reserved. */
export interface ReservedFrame {
  productId: number;
  variantId: number;
  referenceKey: string;
  name: string;
}

export interface NewReservation {
  shopId: number;
  branchId: string;
  customerId: number | null;
  contact: ContactInput;
  items: readonly ReservedFrame[];
  readyFrom: Date;
}

// Letters and digits that cannot be misread at a counter (no 0/O, 1/I): 32 of them, so a byte's
// low five bits pick one without bias.
const codeAlphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A reservation's reference, `R-` and eight characters (40 bits). */
function reservationCode(): string {
  return `R-${[...randomBytes(8)].map((byte) => codeAlphabet[byte & 31]).join('')}`;
}

/** Stores the reservation under a fresh reference and answers it; a drawn reference in use is drawn again. */
export async function insertReservation(tx: Queryable, reservation: NewReservation): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const { rows } = await tx.query<{ id: string }>(
      `insert into ropo_reservations (id, shop_id, branch_id, customer_id, contact, items, ready_from)
       values ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7)
       on conflict (id) do nothing
       returning id`,
      [
        reservationCode(),
        reservation.shopId,
        reservation.branchId,
        reservation.customerId,
        JSON.stringify(reservation.contact),
        JSON.stringify(reservation.items),
        reservation.readyFrom,
      ],
    );
    if (rows[0]) return rows[0].id;
  }
  throw new Error('No free reservation reference after 5 draws');
}

/** How many reservations the account shows: the newest. */
const listedReservations = 50;

interface ReservationRow {
  id: string;
  branch_id: string;
  items: unknown;
  ready_from: Date;
  created_at: Date;
}

const StoredItemsSchema = z.array(RopoReservationItemSchema).min(1);

function reservationOf(row: ReservationRow): RopoReservation {
  const items = StoredItemsSchema.safeParse(row.items);
  // Only what reserveRopo checked is written: a row that no longer fits is a fault to see, not to show.
  if (!items.success) {
    throw new Error(`ROPO reservation ${row.id} holds items of another shape: ${items.error.message}`);
  }
  return {
    id: row.id,
    branchId: row.branch_id,
    createdAt: row.created_at.toISOString(),
    readyFrom: row.ready_from.toISOString(),
    // The frames as they were offered, without the reference key the branch sets them aside by.
    items: items.data.map(({ productId, variantId, name }) => ({ productId, variantId, name })),
  };
}

/**
 * The customer's reservations in the shop, newest first (the latest `listedReservations`). The
 * contact given with each is not read: it is the branch's, not the account's.
 */
export async function customerReservations(
  q: Queryable,
  owner: { shopId: number; customerId: number },
): Promise<RopoReservation[]> {
  const { rows } = await q.query<ReservationRow>(
    `select id, branch_id, items, ready_from, created_at from ropo_reservations
      where shop_id = $1 and customer_id = $2
      order by created_at desc, id desc
      limit $3`,
    [owner.shopId, owner.customerId, listedReservations],
  );
  return rows.map(reservationOf);
}
