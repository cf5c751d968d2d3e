import { z } from 'zod';
import { BasketItemErrorSchema } from '../../entities/basket.ts';
import { GenderSchema, UserSchema } from '../../entities/user.ts';
import { IsoDateSchema } from '../../entities/scalars.ts';
import { checkPhoneNumber } from '../../validation/phone-number.ts';
import {
  EmailSchema,
  PasswordSchema,
  PersonNameSchema,
  textSchema,
} from '../../validation/validation-schemas.ts';
import { AddressInputSchema, EmptyPayloadSchema, OkSchema } from './common.ts';

/** A token from a mailed link (email verification, password reset). */
const MailTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,200}$/);

/**
 * §5 phone as one line, `+49 30 1234567`: the country part, whitespace, then the number part (the
 * form joins its two fields so). Empty is valid and removes the number.
 */
const PhoneLineSchema = textSchema({ required: false, maxLength: 30 }).superRefine((value, ctx) => {
  if (value === '') return;
  const parts = /^(\S+)\s+(.+)$/.exec(value);
  const result = checkPhoneNumber({ countryCode: parts?.[1] ?? '', number: parts?.[2] ?? value });
  if (!result.ok) {
    ctx.addIssue({
      code: 'custom',
      message: result.message.key,
      ...(result.message.params ? { params: result.message.params } : {}),
    });
  }
});

export const sessionCalls = {
  /** §7: the session's customer, or null for an anonymous visitor. */
  getUser: { payload: EmptyPayloadSchema, response: UserSchema.nullable() },
  /** §7: the signed-in customer with contact data and addresses (account pages); 401 when anonymous. */
  getUserInfo: { payload: EmptyPayloadSchema, response: UserSchema },
  /** Sign-in (§6); the anonymous basket and wishlist merge into the customer's. */
  /**
   * Signs in and merges the visitor's basket and wishlist into the customer's (§7 mergeBaskets);
   * `basketItemErrors` are the basket items that came over with fewer pieces (§8 206) or not at all.
   */
  signIn: {
    payload: z.strictObject({ email: EmailSchema, password: z.string().min(1).max(200) }),
    response: z.object({ user: UserSchema, basketItemErrors: z.array(BasketItemErrorSchema) }),
  },
  /** Registration (§2 /signin/?register=true) with the §5 name and password rules. */
  register: {
    payload: z.strictObject({
      firstName: PersonNameSchema,
      lastName: PersonNameSchema,
      email: EmailSchema,
      password: PasswordSchema,
      gender: GenderSchema.optional(),
      birthDate: IsoDateSchema.optional(),
      acceptedTerms: z.literal(true),
    }),
    response: z.object({ user: UserSchema }),
  },
  /** Checkout as a guest customer (§1 "Guest customers exist"). */
  continueAsGuest: {
    payload: z.strictObject({ email: EmailSchema }),
    response: z.object({ user: UserSchema }),
  },
  signOut: { payload: EmptyPayloadSchema, response: OkSchema },
  /**
   * The user page (§2 /account/user/), open to unverified customers too (§6). Names are required;
   * every other field left out stays as it is, and null (or an empty phone) removes it. The birth
   * date must be a real day from 1900 on and in the past (§5). Answers the User with its addresses.
   */
  updateUser: {
    payload: z.strictObject({
      firstName: PersonNameSchema,
      lastName: PersonNameSchema,
      gender: GenderSchema.nullable().optional(),
      birthDate: IsoDateSchema.nullable().optional(),
      phone: PhoneLineSchema.nullable().optional(),
      billingAddress: AddressInputSchema.strict().nullable().optional(),
      shippingAddress: AddressInputSchema.strict().nullable().optional(),
    }),
    response: UserSchema,
  },
  changePassword: {
    payload: z.strictObject({ currentPassword: z.string().min(1).max(200), newPassword: PasswordSchema }),
    response: OkSchema,
  },
  /** Always answers ok, so nobody learns which addresses have an account. */
  requestPasswordReset: { payload: z.strictObject({ email: EmailSchema }), response: OkSchema },
  resetPassword: {
    payload: z.strictObject({ token: MailTokenSchema, newPassword: PasswordSchema }),
    response: OkSchema,
  },
  verifyEmail: { payload: z.strictObject({ token: MailTokenSchema }), response: UserSchema },
};
