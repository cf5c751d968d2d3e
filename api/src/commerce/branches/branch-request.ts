import {
  AppointmentServiceSchema,
  BranchIdSchema,
  BranchServiceCodeSchema,
  EmailSchema,
  EntityIdSchema,
  IsoDateSchema,
  PersonNameSchema,
  checkPhoneNumber,
  markets,
} from '@lumen/domain';
import type { CountryCode } from '@lumen/domain';
import { z } from 'zod';
import { AccountCustomerSchema } from '../orders/order-request.ts';
import { PageQuerySchema } from './list-page.ts';

const countryCodes = Object.keys(markets) as [CountryCode, ...CountryCode[]];
const SlugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Must be a slug such as frankfurt-am-main');

/** `near=lat,lng` in degrees, as a browser's geolocation gives them. */
const NearSchema = z.string().transform((value, ctx) => {
  const parts = value.split(',').map((part) => part.trim());
  const [lat, lng] = parts.map(Number);
  const valid =
    parts.length === 2 &&
    parts.every((part) => part !== '') &&
    lat !== undefined &&
    lng !== undefined &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180;
  if (!valid) {
    ctx.addIssue({ code: 'custom', message: 'Must be lat,lng in degrees, such as 48.137,11.575' });
    return z.NEVER;
  }
  return { lat, lng };
});

/**
 * GET branches (§2 branch list, city pages and the store finder's `service` parameter): the
 * shop's market unless `country` says otherwise; `near` sorts by distance, `ropo=true` keeps the
 * branches that take online reservations.
 */
export const BranchListQuerySchema = PageQuerySchema.extend({
  country: z
    .string()
    .transform((value) => value.toUpperCase())
    .pipe(z.enum(countryCodes, { error: `Must be one of ${countryCodes.join(', ')}` }))
    .optional(),
  county: SlugSchema.optional(),
  city: SlugSchema.optional(),
  service: BranchServiceCodeSchema.optional(),
  near: NearSchema.optional(),
  ropo: z
    .enum(['true', 'false'], { error: 'Must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
});

export const BranchPathSchema = z.object({ branchId: BranchIdSchema });

/** Slots are listed for at most 31 days at a time; two weeks unless `to` says otherwise. */
export const maxSlotDays = 31;
export const defaultSlotDays = 14;

/** GET branches/{id}/appointment-slots: calendar days in the branch's time zone, both included. */
export const SlotQuerySchema = z
  .object({
    service: BranchServiceCodeSchema,
    from: IsoDateSchema.optional(),
    to: IsoDateSchema.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'Must not be before from',
    path: ['to'],
  });

/** `+49 40 3097451`: the country calling code, a space, then the number (§5 phone). */
const PhoneSchema = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const match = /^(\+\d{1,3})\s+(.+)$/.exec(value);
    const checked = match ? checkPhoneNumber({ countryCode: match[1]!, number: match[2]! }) : undefined;
    if (!checked?.ok) {
      ctx.addIssue({
        code: 'custom',
        message: 'Must be a country code and a number, such as +49 40 3097451',
      });
    }
  });

/** A guest's contact, so the branch can reach them (§1 guests may book appointments). */
const GuestContactSchema = z.object({
  firstName: PersonNameSchema,
  lastName: PersonNameSchema,
  email: EmailSchema,
  phone: PhoneSchema,
});
export type GuestContact = z.infer<typeof GuestContactSchema>;

/** POST branches/{id}/appointments: one place of a slot, for an account or a guest. */
export const BookAppointmentBodySchema = z.object({
  slotId: EntityIdSchema,
  service: AppointmentServiceSchema,
  customer: z
    .object({ account: AccountCustomerSchema.optional(), guest: GuestContactSchema.optional() })
    .strict()
    .refine((customer) => (customer.account === undefined) !== (customer.guest === undefined), {
      message: 'Give exactly one of account and guest',
    }),
});
export type BookAppointmentBody = z.infer<typeof BookAppointmentBodySchema>;

export const AppointmentPathSchema = z.object({
  appointmentId: z.uuid({ error: 'Must be an appointment id' }),
});

/** DELETE appointments/{id}: an account's appointment needs its customer; a guest's id is proof enough. */
export const CancelAppointmentQuerySchema = z.object({
  customerId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});
