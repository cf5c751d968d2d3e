import { z } from 'zod';
import { BranchSchema, BranchServiceCodeSchema } from '../../branches/branch.ts';
import { AppointmentSchema, AppointmentServiceSchema } from '../../entities/appointment.ts';
import { BranchIdSchema } from '../../entities/branch.ts';
import { CategorySchema } from '../../entities/category.ts';
import { DeliveryDateSchema } from '../../entities/delivery.ts';
import { RopoBasketSchema } from '../../entities/ropo-basket.ts';
import { CatalogIdSchema, IsoDateSchema, TimestampSchema } from '../../entities/scalars.ts';
import { DeliveryStatusSchema } from '../../orders/delivery-status.ts';
import { checkPhoneNumber } from '../../validation/phone-number.ts';
import { EmailSchema, OrderIdSchema, ZipCodeSchema } from '../../validation/validation-schemas.ts';
import { ContactInputSchema, EmptyPayloadSchema } from './common.ts';

const GeoSchema = z.strictObject({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});

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

/**
 * A phone number in one string, country code first (`+49 40 3097451`): the branch calls a guest
 * back about the appointment, so it is required there. The number part follows §5.
 */
const CallbackPhoneSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .superRefine((value, ctx) => {
    const match = /^(\+\d{1,3})\s+(.+)$/.exec(value);
    const result = match
      ? checkPhoneNumber({ countryCode: match[1]!, number: match[2]! })
      : checkPhoneNumber({ countryCode: '', number: value });
    if (!result.ok) {
      ctx.addIssue({
        code: 'custom',
        message: result.message.key,
        ...(result.message.params ? { params: result.message.params } : {}),
      });
    }
  });

/** A guest's contact for an appointment: as for a reservation, with a phone number to call back. */
const AppointmentContactSchema = ContactInputSchema.extend({ phone: CallbackPhoneSchema }).strict();

/** §5: the order status page needs the whole 12-digit order id (the form rule alone lets empty pass). */
const RequiredOrderIdSchema = OrderIdSchema.refine((value) => value !== '', {
  error: 'validation.required',
});

export const branchCalls = {
  /** §2 branch list, city pages and the store finder (service, ropo-ids, nearest first). */
  getBranches: {
    payload: z.strictObject({
      near: GeoSchema.optional(),
      service: BranchServiceCodeSchema.optional(),
      ropoOnly: z.boolean().default(false),
      citySlug: BranchSchema.shape.citySlug.max(100).optional(),
    }),
    response: z.array(BranchSchema),
  },
  getBranch: { payload: z.strictObject({ id: BranchIdSchema }), response: BranchSchema },
  /** Free appointment slots of a branch for a service, from a day on. */
  getAppointmentSlots: {
    payload: z.strictObject({
      branchId: BranchIdSchema,
      service: AppointmentServiceSchema.strict(),
      from: IsoDateSchema,
      days: z.number().int().min(1).max(28).default(7),
    }),
    response: z.array(AppointmentSlotSchema),
  },
  /**
   * Books a slot; a signed-in customer's contact data is known, anyone else gives it (a taken
   * slot is a 409).
   */
  bookAppointment: {
    payload: z.strictObject({
      branchId: BranchIdSchema,
      service: AppointmentServiceSchema.strict(),
      dateTime: TimestampSchema,
      contact: AppointmentContactSchema.optional(),
    }),
    response: AppointmentSchema,
  },
  /**
   * §2 order status page: an order found by its 12-digit id and the email or the zip code given
   * with it (exactly one of them). A wrong pair answers like an unknown order.
   */
  lookupOrderStatus: {
    payload: z
      .strictObject({
        orderId: RequiredOrderIdSchema,
        email: EmailSchema.optional(),
        zipCode: ZipCodeSchema.optional(),
      })
      .superRefine((payload, ctx) => {
        if (payload.email === undefined && payload.zipCode === undefined) {
          ctx.addIssue({
            code: 'custom',
            message: 'Give the email address or the zip code of the order',
            path: ['email'],
          });
        } else if (payload.email !== undefined && payload.zipCode !== undefined) {
          ctx.addIssue({
            code: 'custom',
            message: 'Give the email address or the zip code, not both',
            path: ['zipCode'],
          });
        }
      }),
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
  /**
   * §3/§4 the shop's ROPO category (the category whose master path is `customData.ropo.categoryPath`,
   * such as `Master|Eyewear|Frames`), without its children: the try-on page lists its frames. Null
   * when the shop does not offer ROPO or no category of the shop has that master path.
   */
  getRopoCategory: { payload: EmptyPayloadSchema, response: CategorySchema.nullable() },
  /** §4: a duplicate or a full basket is refused (an answer, not an error: the page reacts, §8). */
  addToRopoBasket: {
    payload: z.strictObject({
      productId: CatalogIdSchema,
      variantId: CatalogIdSchema,
      /** The slot the shopper chose to fill or replace; without it the first empty slot. */
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
    payload: z.strictObject({ slot: z.number().int().min(0).max(20) }),
    response: RopoBasketStateSchema,
  },
  /** Reserves the ROPO basket's frames for pickup in a branch that takes reservations. */
  reserveRopoBasket: {
    payload: z.strictObject({
      branchId: BranchIdSchema,
      contact: ContactInputSchema.strict(),
      acceptedTerms: z.literal(true),
    }),
    response: z.object({
      reservationId: z.string().min(1),
      branchId: BranchIdSchema,
      readyFrom: TimestampSchema,
    }),
  },
};
