import { randomBytes } from 'node:crypto';
import type { ContactInput } from '@lumen/domain';
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
