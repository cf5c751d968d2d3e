import { z } from 'zod';
import { PageNumberSchema } from '../../entities/pagination.ts';
import { EntityIdSchema } from '../../entities/scalars.ts';
import {
  EmailSchema,
  PersonNameSchema,
  ZipCodeSchema,
  textSchema,
} from '../../validation/validation-schemas.ts';

/** A call without a payload accepts `{}` or no payload at all, and nothing else. */
export const EmptyPayloadSchema = z.object({}).strict().optional();

/** The answer of a call whose only news is that it worked. */
export const OkSchema = z.object({ ok: z.literal(true) });

/**
 * Keys of basket, wishlist and ROPO items as the commerce API gives them (UUIDs, hex digests). A
 * key goes into the backend's path as it is, so nothing that means something there (`/`, `%`, `?`,
 * whitespace) is a key.
 */
export const ItemKeySchema = z
  .string()
  .regex(
    /^[A-Za-z0-9_-]{1,100}$/,
    'must be an item key of the basket or wishlist (letters, digits, _ and -)',
  );

export const PageRequestSchema = z.object({
  page: PageNumberSchema.default(1),
  perPage: z.number().int().min(1).max(100).default(24),
});

/** An address as a shopper types it (checkout, account): the §5 rules of its fields. */
export const AddressInputSchema = z.object({
  firstName: PersonNameSchema,
  lastName: PersonNameSchema,
  street: textSchema({ required: true, maxLength: 60 }),
  houseNumber: textSchema({ required: true, maxLength: 10 }),
  zipCode: ZipCodeSchema,
  city: textSchema({ required: true, maxLength: 60 }),
  /** Extra line (c/o, floor); shown on the parcel. */
  addition: textSchema({ required: false, maxLength: 60 }).optional(),
});
export type AddressInput = z.infer<typeof AddressInputSchema>;

/** Who to reach about a reservation or appointment when nobody is signed in. */
export const ContactInputSchema = z.object({
  firstName: PersonNameSchema,
  lastName: PersonNameSchema,
  email: EmailSchema,
  phone: textSchema({ required: false, maxLength: 30 }).optional(),
});
export type ContactInput = z.infer<typeof ContactInputSchema>;

export { EntityIdSchema };
