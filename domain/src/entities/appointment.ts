import { z } from 'zod';
import { BranchServiceCodeSchema, branchServiceCodes } from '../branches/branch.ts';
import type { BranchServiceCode } from '../branches/branch.ts';
import { BranchReferenceSchema } from './branch.ts';
import { TimestampSchema } from './scalars.ts';

/*
 * The Appointment entity of §3. Appointments are booked with the branches, not the commerce API,
 * so this shape is designed from §3.
 */

/**
 * The sub-services offered per §3 service code (the codes are branches/'s `branchServiceCodes`: CL
 * contact lenses, HA hearing, GL glasses, AC accessories). §3 names only GL_CR; the list is
 * designed. Each is the service code, an underscore and two letters:
 * - GL_ET eye test, GL_AD advice on new glasses, GL_CR reserve and pick up (ROPO),
 *   GL_PU pick up finished glasses, GL_SE adjustment and repair;
 * - CL_ET eye test for contact lenses, CL_FI first fitting, CL_FU follow-up check, CL_PU pick up;
 * - HA_HT hearing test, HA_AD advice on hearing aids, HA_FI hearing-aid fitting, HA_SE service and cleaning;
 * - AC_AD advice on accessories (sports, safety and reading aids), AC_PU pick up reserved accessories.
 */
export const appointmentSubServices = {
  CL: ['CL_ET', 'CL_FI', 'CL_FU', 'CL_PU'],
  HA: ['HA_HT', 'HA_AD', 'HA_FI', 'HA_SE'],
  GL: ['GL_ET', 'GL_AD', 'GL_CR', 'GL_PU', 'GL_SE'],
  AC: ['AC_AD', 'AC_PU'],
} as const satisfies Record<BranchServiceCode, readonly `${BranchServiceCode}_${string}`[]>;

export type AppointmentSubService = (typeof appointmentSubServices)[BranchServiceCode][number];

/** Every sub-service code, in the order of `appointmentSubServices`. */
export const appointmentSubServiceCodes: readonly AppointmentSubService[] = branchServiceCodes.flatMap(
  (code) => appointmentSubServices[code],
);

export const AppointmentSubServiceSchema = z.enum(
  appointmentSubServiceCodes as [AppointmentSubService, ...AppointmentSubService[]],
);

/** Whether a sub-service belongs to a service code (GL_CR to GL, not to CL). */
export function isSubServiceOf(code: BranchServiceCode, subService: AppointmentSubService): boolean {
  return (appointmentSubServices[code] as readonly string[]).includes(subService);
}

/** The booked service: its code (`productCategory`) and one of that code's sub-services (`serviceName`). */
export const AppointmentServiceSchema = z
  .object({
    productCategory: BranchServiceCodeSchema,
    serviceName: AppointmentSubServiceSchema,
  })
  .refine((service) => isSubServiceOf(service.productCategory, service.serviceName), {
    message: 'serviceName must be a sub-service of productCategory',
    path: ['serviceName'],
  });
export type AppointmentService = z.infer<typeof AppointmentServiceSchema>;

/** The Appointment entity of §3. */
export const AppointmentSchema = z.object({
  id: z.string().min(1),
  dateTime: TimestampSchema,
  service: AppointmentServiceSchema,
  branch: BranchReferenceSchema,
});
export type Appointment = z.infer<typeof AppointmentSchema>;
