import { z } from 'zod';
import { BranchOrderSchema } from '../../branch-orders/branch-order.ts';
import { AppointmentSchema } from '../../entities/appointment.ts';
import { OrderSchema } from '../../entities/order.ts';
import { PaginationSchema } from '../../entities/pagination.ts';
import { EntityIdSchema, IsoDateSchema, TimestampSchema } from '../../entities/scalars.ts';
import { PrescriptionValuesSchema } from '../../prescription/prescription-values.ts';
import { SubscriptionIntervalSchema, SubscriptionSchema } from '../../subscriptions/subscription.ts';
import { textSchema } from '../../validation/validation-schemas.ts';
import { EmptyPayloadSchema, OkSchema, PageRequestSchema } from './common.ts';

const SubscriptionIdSchema = z.object({ id: z.string().min(1).max(64) });

/** A prescription the customer keeps in the account, to reuse in the configurator. */
export const SavedPrescriptionSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1).max(60),
  values: PrescriptionValuesSchema,
  /** When the optician measured it; prescriptions age, so the configurator shows it. */
  measuredOn: IsoDateSchema.nullable(),
  createdAt: TimestampSchema,
});
export type SavedPrescription = z.infer<typeof SavedPrescriptionSchema>;

/*
 * The account pages of §2 (protected by the §6 rules). Each call answers for the session's
 * customer only: an id of someone else's order is not found, never shown.
 */
export const accountCalls = {
  getOrders: {
    payload: PageRequestSchema.partial().optional(),
    response: z.object({ orders: z.array(OrderSchema), pagination: PaginationSchema }),
  },
  getOrder: { payload: z.object({ orderId: EntityIdSchema }), response: OrderSchema },
  getBranchOrders: { payload: EmptyPayloadSchema, response: z.array(BranchOrderSchema) },
  getBranchOrder: { payload: z.object({ id: BranchOrderSchema.shape.id }), response: BranchOrderSchema },
  getAppointments: { payload: EmptyPayloadSchema, response: z.array(AppointmentSchema) },
  cancelAppointment: { payload: z.object({ appointmentId: z.string().min(1).max(64) }), response: OkSchema },
  getSubscriptions: { payload: EmptyPayloadSchema, response: z.array(SubscriptionSchema) },
  getSubscription: { payload: SubscriptionIdSchema, response: SubscriptionSchema },
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
  getSavedPrescriptions: { payload: EmptyPayloadSchema, response: z.array(SavedPrescriptionSchema) },
  savePrescription: {
    payload: z.object({
      name: textSchema({ required: true, maxLength: 60 }),
      values: PrescriptionValuesSchema,
      measuredOn: IsoDateSchema.nullable().default(null),
    }),
    response: SavedPrescriptionSchema,
  },
  deletePrescription: { payload: z.object({ id: z.string().min(1).max(64) }), response: OkSchema },
};
