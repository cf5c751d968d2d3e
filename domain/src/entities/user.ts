import { z } from 'zod';
import { IsoDateSchema, EntityIdSchema } from './scalars.ts';

/*
 * The User entity of §3, designed from §3 and §6 (the commerce API's customer is not part of the
 * Storefront API). The contact fields are present where the shop needs them: on order confirmation,
 * where the benefits-portal embed is prefilled with them.
 */

/**
 * The genders a shopper chooses from when registering or editing the user page: m, f or d
 * (diverse), what the commerce backend stores for the shop's own customers.
 */
export const genders = ['m', 'f', 'd'] as const;
export const GenderSchema = z.enum(genders);
export type Gender = z.infer<typeof GenderSchema>;

/**
 * §3: a user's gender is `m` or another value. A record read from elsewhere (a hosted backend, an
 * older customer) may hold any other word (`other`, `w`), which the order confirmation tells
 * apart from `m` only; it is kept as it is, not refused.
 */
export const UserGenderSchema = z.string().trim().min(1).max(40);

/** A postal address; §3 reads street, house number and city of the billing address and the shipping zip code. */
export const AddressSchema = z.object({
  /** Who the parcel or invoice is for, when it is not the customer's own name. */
  firstName: z.string().min(1).optional(),
  lastName: z.string().min(1).optional(),
  street: z.string().min(1),
  houseNumber: z.string().min(1),
  /** Extra line (c/o, floor). */
  addition: z.string().min(1).optional(),
  zipCode: z.string().min(1),
  city: z.string().min(1),
  /** ISO 3166 alpha-3, as the markets of §1 are written (DEU, AUT, CHE...). */
  countryCode: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
});
export type Address = z.infer<typeof AddressSchema>;

/** The User entity of §3. */
export const UserSchema = z.object({
  id: EntityIdSchema,
  status: z.object({
    /** §6: guest customers cannot use checkout-type protected routes. */
    isGuestCustomer: z.boolean(),
    isActive: z.boolean(),
  }),
  /** §6: an unverified customer sees only account home and the user page. */
  info: z.object({ verified: z.boolean() }),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  email: z.email().optional(),
  phone: z.string().optional(),
  gender: UserGenderSchema.optional(),
  birthDate: IsoDateSchema.optional(),
  address: z.object({ billing: AddressSchema.optional(), shipping: AddressSchema.optional() }).optional(),
});
export type User = z.infer<typeof UserSchema>;

/**
 * A person as a shop keeps them in its own tables: the shop's identity (accounts, checkout guests)
 * and the commerce backend (whoever ordered or booked) each keep one, in stores of their own.
 */
export interface PersonRecord {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  gender: Gender | null;
  birthDate: string | null;
  phone: string | null;
  isGuest: boolean;
  isActive: boolean;
  verified: boolean;
}

/** The §3 User of a kept person: empty contact fields are left out, addresses are added where known. */
export function userOfPerson(person: PersonRecord): User {
  return {
    id: person.id,
    status: { isGuestCustomer: person.isGuest, isActive: person.isActive },
    info: { verified: person.verified },
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    ...(person.phone ? { phone: person.phone } : {}),
    ...(person.gender ? { gender: person.gender } : {}),
    ...(person.birthDate ? { birthDate: person.birthDate } : {}),
  };
}
