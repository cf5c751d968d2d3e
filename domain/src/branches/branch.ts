import { z } from 'zod';
import { IsoDateSchema } from '../entities/scalars.ts';
import { markets } from '../shops/shop-table.ts';
import type { CountryCode } from '../shops/shop-table.ts';

const countryCodes = Object.keys(markets) as [CountryCode, ...CountryCode[]];

/** Services a branch offers (§3 Appointment service codes): contact lenses, hearing, glasses, accessories. */
export const branchServiceCodes = ['CL', 'HA', 'GL', 'AC'] as const;
export const BranchServiceCodeSchema = z.enum(branchServiceCodes);
export type BranchServiceCode = z.infer<typeof BranchServiceCodeSchema>;

const TimeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be HH:MM');

/** One opening period; a day with a lunch break has two. Days are ISO weekdays, Monday = 1. */
export const OpeningPeriodSchema = z
  .object({
    day: z.number().int().min(1).max(7),
    opens: TimeOfDaySchema,
    closes: TimeOfDaySchema,
  })
  .refine((period) => period.opens < period.closes, { message: 'A branch closes after it opens' });
export type OpeningPeriod = z.infer<typeof OpeningPeriodSchema>;

/**
 * A day the branch is closed all day whatever its opening hours say (§2 branch detail: holidays):
 * a public holiday of its region or a company day, with the name a page shows for it
 * ("1. Weihnachtstag"), in the shop's language.
 */
export const ClosedDaySchema = z.object({
  date: IsoDateSchema,
  name: z.string().min(1),
});
export type ClosedDay = z.infer<typeof ClosedDaySchema>;

/**
 * A branch of the chain (§2 branch list, detail and city pages; the store finder). The spec shows
 * no fields: these are what a branch page and the finder need.
 */
export const BranchSchema = z.object({
  id: z.string().regex(/^\d{3,6}$/),
  name: z.string().min(1),
  country: z.enum(countryCodes),
  county: z.string().min(1),
  city: z.string().min(1),
  /** URL part of the city (`muenchen`), as in /niederlassungen/{city}/{id}/. */
  citySlug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  countySlug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  street: z.string().min(1),
  houseNumber: z.string().min(1),
  zipCode: z.string().min(4),
  phone: z.string().min(5),
  email: z.email(),
  geo: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
  openingHours: z.array(OpeningPeriodSchema),
  /** Days the branch is closed all day (the api answers those from today on, about a year ahead). */
  closedDays: z.array(ClosedDaySchema).default([]),
  services: z.array(BranchServiceCodeSchema),
  /** Frames can be reserved online for pickup here (§1 ROPO). */
  ropo: z.boolean(),
});
export type Branch = z.infer<typeof BranchSchema>;
