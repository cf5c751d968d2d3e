import {
  AppointmentSchema,
  BranchIdSchema,
  BranchServiceCodeSchema,
  EntityIdSchema,
  TimestampSchema,
} from '@lumen/domain';
import { z } from 'zod';

/** A slot with places left, as GET branches/{id}/appointment-slots answers it. */
export const AppointmentSlotSchema = z.object({
  id: EntityIdSchema,
  branchId: BranchIdSchema,
  service: BranchServiceCodeSchema,
  startsAt: TimestampSchema,
  durationMinutes: z.number().int().positive(),
  freePlaces: z.number().int().positive(),
});
export type AppointmentSlot = z.infer<typeof AppointmentSlotSchema>;

const appointmentStatuses = ['booked', 'cancelled'] as const;

/**
 * An appointment as the appointment routes answer it: the §3 Appointment (id, dateTime, service,
 * branch) with what the account page and a cancellation need besides.
 */
export const AppointmentAnswerSchema = AppointmentSchema.extend({
  status: z.enum(appointmentStatuses),
  slotId: EntityIdSchema,
  durationMinutes: z.number().int().positive(),
  /** The account it was booked with; null for a guest. */
  customer: z.object({ id: EntityIdSchema }).nullable(),
  createdAt: TimestampSchema,
  cancelledAt: TimestampSchema.nullable(),
});
export type AppointmentAnswer = z.infer<typeof AppointmentAnswerSchema>;
