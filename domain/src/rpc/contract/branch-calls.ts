import { z } from 'zod';
import { BranchSchema, BranchServiceCodeSchema } from '../../branches/branch.ts';
import { AppointmentSchema, AppointmentServiceSchema } from '../../entities/appointment.ts';
import { BranchIdSchema } from '../../entities/branch.ts';
import { DeliveryDateSchema } from '../../entities/delivery.ts';
import { RopoBasketSchema } from '../../entities/ropo-basket.ts';
import { EntityIdSchema, IsoDateSchema, TimestampSchema } from '../../entities/scalars.ts';
import { DeliveryStatusSchema } from '../../orders/delivery-status.ts';
import { EmailSchema, OrderIdSchema, ZipCodeSchema } from '../../validation/validation-schemas.ts';
import { ContactInputSchema, EmptyPayloadSchema } from './common.ts';

const GeoSchema = z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) });

export const AppointmentSlotSchema = z.object({
  dateTime: TimestampSchema,
  durationMinutes: z.number().int().positive(),
});
export type AppointmentSlot = z.infer<typeof AppointmentSlotSchema>;

/** The ROPO basket as the shop keeps it for the session, with its size (§4 fixed slots). */
export const RopoBasketStateSchema = z.object({
  slots: RopoBasketSchema,
  maxNumberOfArticles: z.number().int().nonnegative(),
});

export const branchCalls = {
  /** §2 branch list, city pages and the store finder (service, ropo-ids, nearest first). */
  getBranches: {
    payload: z.object({
      near: GeoSchema.optional(),
      service: BranchServiceCodeSchema.optional(),
      ropoOnly: z.boolean().default(false),
      citySlug: BranchSchema.shape.citySlug.optional(),
    }),
    response: z.array(BranchSchema),
  },
  getBranch: { payload: z.object({ id: BranchIdSchema }), response: BranchSchema },
  /** Free appointment slots of a branch for a service, from a day on. */
  getAppointmentSlots: {
    payload: z.object({
      branchId: BranchIdSchema,
      service: AppointmentServiceSchema,
      from: IsoDateSchema,
      days: z.number().int().min(1).max(28).default(7),
    }),
    response: z.array(AppointmentSlotSchema),
  },
  /** Books a slot; a signed-in customer's contact data is known, anyone else gives it. */
  bookAppointment: {
    payload: z.object({
      branchId: BranchIdSchema,
      service: AppointmentServiceSchema,
      dateTime: TimestampSchema,
      contact: ContactInputSchema.optional(),
    }),
    response: AppointmentSchema,
  },
  /** §2 order status page: an order found by its 12-digit id and the email or zip code given with it. */
  lookupOrderStatus: {
    payload: z.union([
      z.object({ orderId: OrderIdSchema, email: EmailSchema }),
      z.object({ orderId: OrderIdSchema, zipCode: ZipCodeSchema }),
    ]),
    response: z.object({
      orderId: z.string(),
      status: DeliveryStatusSchema,
      progressStep: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
      packages: z.array(
        z.object({
          deliveryStatus: DeliveryStatusSchema,
          deliveryDate: DeliveryDateSchema,
          tracking: z.object({ id: z.string(), url: z.url() }).nullable(),
        }),
      ),
    }),
  },
  getRopoBasket: { payload: EmptyPayloadSchema, response: RopoBasketStateSchema },
  /** §4: a duplicate or a full basket is refused (an answer, not an error: the page reacts, §8). */
  addToRopoBasket: {
    payload: z.object({
      productId: EntityIdSchema,
      variantId: EntityIdSchema,
      slot: z.number().int().min(0).max(20).optional(),
    }),
    response: z.discriminatedUnion('ok', [
      z.object({ ok: z.literal(true), basket: RopoBasketStateSchema }),
      z.object({
        ok: z.literal(false),
        reason: z.enum(['duplicate', 'full']),
        basket: RopoBasketStateSchema,
      }),
    ]),
  },
  removeFromRopoBasket: {
    payload: z.object({ slot: z.number().int().min(0).max(20) }),
    response: RopoBasketStateSchema,
  },
  /** Reserves the ROPO basket's frames for pickup in a branch. */
  reserveRopoBasket: {
    payload: z.object({
      branchId: BranchIdSchema,
      contact: ContactInputSchema,
      acceptedTerms: z.literal(true),
    }),
    response: z.object({
      reservationId: z.string().min(1),
      branchId: BranchIdSchema,
      readyFrom: TimestampSchema,
    }),
  },
};
