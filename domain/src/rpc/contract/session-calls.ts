import { z } from 'zod';
import { GenderSchema, UserSchema } from '../../entities/user.ts';
import { IsoDateSchema } from '../../entities/scalars.ts';
import {
  EmailSchema,
  PasswordSchema,
  PersonNameSchema,
  textSchema,
} from '../../validation/validation-schemas.ts';
import { AddressInputSchema, EmptyPayloadSchema, OkSchema } from './common.ts';

/** A token from a mailed link (email verification, password reset). */
const MailTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,200}$/);

export const sessionCalls = {
  /** §7: the session's customer, or null for an anonymous visitor. */
  getUser: { payload: EmptyPayloadSchema, response: UserSchema.nullable() },
  /** §7: the signed-in customer with contact data and addresses (account pages); 401 when anonymous. */
  getUserInfo: { payload: EmptyPayloadSchema, response: UserSchema },
  /** Sign-in (§6); the anonymous basket and wishlist merge into the customer's. */
  signIn: {
    payload: z.object({ email: EmailSchema, password: z.string().min(1).max(200) }),
    response: z.object({ user: UserSchema }),
  },
  /** Registration (§2 /signin/?register=true) with the §5 name and password rules. */
  register: {
    payload: z.object({
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
  continueAsGuest: { payload: z.object({ email: EmailSchema }), response: z.object({ user: UserSchema }) },
  signOut: { payload: EmptyPayloadSchema, response: OkSchema },
  updateUser: {
    payload: z.object({
      firstName: PersonNameSchema,
      lastName: PersonNameSchema,
      gender: GenderSchema.optional(),
      birthDate: IsoDateSchema.optional(),
      phone: textSchema({ required: false, maxLength: 30 }).optional(),
      billingAddress: AddressInputSchema.optional(),
      shippingAddress: AddressInputSchema.optional(),
    }),
    response: UserSchema,
  },
  changePassword: {
    payload: z.object({ currentPassword: z.string().min(1).max(200), newPassword: PasswordSchema }),
    response: OkSchema,
  },
  /** Always answers ok, so nobody learns which addresses have an account. */
  requestPasswordReset: { payload: z.object({ email: EmailSchema }), response: OkSchema },
  resetPassword: {
    payload: z.object({ token: MailTokenSchema, newPassword: PasswordSchema }),
    response: OkSchema,
  },
  verifyEmail: { payload: z.object({ token: MailTokenSchema }), response: UserSchema },
};
