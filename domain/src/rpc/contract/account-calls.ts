import { z } from 'zod';
import { BranchOrderSchema } from '../../branch-orders/branch-order.ts';
import { AppointmentSchema } from '../../entities/appointment.ts';
import { OrderSchema } from '../../entities/order.ts';
import { PaginationSchema } from '../../entities/pagination.ts';
import { RopoReservationSchema } from '../../entities/ropo-reservation.ts';
import { EntityIdSchema, IsoDateSchema, TimestampSchema } from '../../entities/scalars.ts';
import {
  EyePrescriptionValuesSchema,
  PrescriptionValuesSchema,
} from '../../prescription/prescription-values.ts';
import { SubscriptionIntervalSchema, SubscriptionSchema } from '../../subscriptions/subscription.ts';
import { checkOrderId } from '../../validation/order-id.ts';
import { textSchema } from '../../validation/validation-schemas.ts';
import { EmptyPayloadSchema, OkSchema, PageRequestSchema } from './common.ts';

const SubscriptionIdSchema = z.strictObject({ id: z.string().min(1).max(64) });

/** §5: an order id is 12 digits in a row; anything else names no order. */
const OrderNumberSchema = EntityIdSchema.refine((id) => checkOrderId(String(id)).ok, {
  error: 'validation.orderId',
});

/** One eye's values as a payload carries them: the domain's rules, and no field it does not know. */
const EyePrescriptionInputSchema = EyePrescriptionValuesSchema.safeExtend({
  // A colour name ("blue", "Brilliant Blue"), not a place to park text.
  contactLensColor: z.string().trim().min(1).max(40).nullable().optional(),
}).strict();

// A colour alone, or values all set to "none", measures nothing worth keeping.
const hasMeasurement = (eye: Record<string, unknown>) =>
  Object.values(eye).some((value) => typeof value === 'number');

/** §3 prescription values as a saved prescription takes them: at least one number for either eye. */
const PrescriptionValuesInputSchema = z
  .strictObject({ left: EyePrescriptionInputSchema, right: EyePrescriptionInputSchema })
  .refine((values) => hasMeasurement(values.left) || hasMeasurement(values.right), {
    error: 'validation.required',
  });

/** A prescription as the customer enters it: a name, the values and the day it was measured. */
const PrescriptionInputSchema = z.strictObject({
  name: textSchema({ required: true, maxLength: 60 }),
  values: PrescriptionValuesInputSchema,
  measuredOn: IsoDateSchema.nullable().default(null),
});

/** A prescription the customer keeps in the account, to reuse in the configurator. */
export const SavedPrescriptionSchema = z.object({
  id: z.string().min(1),
  /** 60 characters besides whitespace (§5 max length), so the whole name may be longer. */
  name: z.string().min(1).max(120),
  values: PrescriptionValuesSchema,
  /** When the optician measured it; prescriptions age, so the configurator shows it. */
  measuredOn: IsoDateSchema.nullable(),
  createdAt: TimestampSchema,
});
export type SavedPrescription = z.infer<typeof SavedPrescriptionSchema>;

/*
 * The account pages of §2 (protected by the §6 rules). Each call answers for the session's
 * customer only: an id of someone else's order is not found, never shown. Anonymous visitors get
 * 401; a guest customer, who has no account area, 403; an unverified customer may use only the
 * calls of account home and the user page (getUserInfo, updateUser, the saved prescriptions) and
 * gets 403 for the others.
 */
export const accountCalls = {
  /** The customer's online orders, newest first, one page at a time (default 24 per page). */
  getOrders: {
    payload: PageRequestSchema.partial().strict().optional(),
    response: z.object({ orders: z.array(OrderSchema), pagination: PaginationSchema }),
  },
  getOrder: { payload: z.strictObject({ orderId: OrderNumberSchema }), response: OrderSchema },
  getBranchOrders: { payload: EmptyPayloadSchema, response: z.array(BranchOrderSchema) },
  getBranchOrder: {
    payload: z.strictObject({ id: BranchOrderSchema.shape.id }),
    response: BranchOrderSchema,
  },
  /**
   * The customer's ROPO reservations in this shop (frames set aside to try on in a branch), newest
   * first, the latest 50; without the contact given with them.
   */
  getRopoReservations: { payload: EmptyPayloadSchema, response: z.array(RopoReservationSchema) },
  /** The customer's booked appointments (cancelled ones are gone from the page). */
  getAppointments: { payload: EmptyPayloadSchema, response: z.array(AppointmentSchema) },
  /** Cancelling again answers ok too; an appointment that has begun is a 409. */
  cancelAppointment: {
    payload: z.strictObject({ appointmentId: z.string().min(1).max(64) }),
    response: OkSchema,
  },
  getSubscriptions: { payload: EmptyPayloadSchema, response: z.array(SubscriptionSchema) },
  getSubscription: { payload: SubscriptionIdSchema, response: SubscriptionSchema },
  /** Pauses deliveries through `until` (inclusive): after today, at most six months ahead (422 otherwise). */
  pauseSubscription: {
    payload: SubscriptionIdSchema.extend({ until: IsoDateSchema }),
    response: SubscriptionSchema,
  },
  resumeSubscription: { payload: SubscriptionIdSchema, response: SubscriptionSchema },
  skipSubscriptionDelivery: { payload: SubscriptionIdSchema, response: SubscriptionSchema },
  changeSubscriptionInterval: {
    payload: SubscriptionIdSchema.extend({ intervalMonths: SubscriptionIntervalSchema }),
    response: SubscriptionSchema,
  },
  cancelSubscription: { payload: SubscriptionIdSchema, response: SubscriptionSchema },
  /** Newest first. */
  getSavedPrescriptions: { payload: EmptyPayloadSchema, response: z.array(SavedPrescriptionSchema) },
  /** A customer keeps a limited number of prescriptions (413 beyond it); `measuredOn` is not in the future. */
  savePrescription: { payload: PrescriptionInputSchema, response: SavedPrescriptionSchema },
  /** Replaces a kept prescription's name, values and day in one write; another's id is not found (404). */
  updatePrescription: {
    payload: PrescriptionInputSchema.extend({ id: z.string().min(1).max(64) }),
    response: SavedPrescriptionSchema,
  },
  deletePrescription: { payload: z.strictObject({ id: z.string().min(1).max(64) }), response: OkSchema },
};
