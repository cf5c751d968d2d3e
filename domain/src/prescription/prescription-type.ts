import { z } from 'zod';

/**
 * §4 prescription type choices, the first configurator step: prescription glasses with the
 * customer's values (type_ei), without a prescription (type_none), trying the frame on at home
 * first (home_try_on) or booking an eye test (appointment).
 */
export const prescriptionTypes = ['type_ei', 'type_none', 'home_try_on', 'appointment'] as const;
export const PrescriptionTypeSchema = z.enum(prescriptionTypes);
export type PrescriptionType = z.infer<typeof PrescriptionTypeSchema>;
