import { z } from 'zod';
import { BranchIdSchema } from './branch.ts';
import { CatalogIdSchema, TimestampSchema } from './scalars.ts';

/*
 * A ROPO reservation (§1, §3/§4 "reserve online, pick up offline"): frames of the ROPO basket set
 * aside for trying on in a branch. The commerce API has no such entity; the shop keeps it itself,
 * so this shape is designed. A signed-in customer sees their own in the account; the contact given
 * with a reservation is the branch's to read, never part of this shape.
 */

/** A reservation's reference, as the shopper names it at the counter: `R-` and eight characters without 0/O, 1/I. */
export const RopoReservationIdSchema = z.string().regex(/^R-[2-9A-HJ-NP-Z]{8}$/);

/** One frame set aside, as the shop offered it when it was reserved. */
export const RopoReservationItemSchema = z.object({
  productId: CatalogIdSchema,
  variantId: CatalogIdSchema,
  /** The product's name when reserved (the product may have changed or gone since). */
  name: z.string(),
});
export type RopoReservationItem = z.infer<typeof RopoReservationItemSchema>;

export const RopoReservationSchema = z.object({
  id: RopoReservationIdSchema,
  branchId: BranchIdSchema,
  createdAt: TimestampSchema,
  /** From when the branch has the frames ready to try on. */
  readyFrom: TimestampSchema,
  items: z.array(RopoReservationItemSchema).min(1),
});
export type RopoReservation = z.infer<typeof RopoReservationSchema>;
