import { z } from 'zod';
import { EmailSchema, PersonNameSchema } from '../../validation/validation-schemas.ts';
import { OkSchema } from './common.ts';

/** The token of a mailed confirmation link. */
const MailTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,200}$/);

export const miscCalls = {
  /**
   * §7 logMessage: a client-side error or warning for the server log. Rate-limited per address;
   * beyond the limit the answer is still ok and the message is dropped.
   */
  logMessage: {
    payload: z.strictObject({
      level: z.enum(['error', 'warn', 'info']),
      message: z.string().min(1).max(2000),
      path: z.string().startsWith('/').max(500).optional(),
      context: z
        .record(z.string().max(40), z.union([z.string().max(500), z.number(), z.boolean()]))
        .refine((context) => Object.keys(context).length <= 20, 'At most 20 context fields')
        .optional(),
    }),
    response: OkSchema,
  },
  /**
   * Newsletter sign-up with double opt-in: the answer says whether a confirmation mail went out
   * (again, for an address still waiting for its confirmation) or the address is subscribed already.
   */
  subscribeNewsletter: {
    payload: z.strictObject({
      email: EmailSchema,
      firstName: PersonNameSchema.optional(),
      consent: z.literal(true),
    }),
    response: z.object({ status: z.enum(['confirmation_sent', 'already_subscribed']) }),
  },
  /** The link of the newsletter's confirmation mail: confirms the subscription (again is fine). */
  confirmNewsletter: {
    payload: z.strictObject({ token: MailTokenSchema }),
    response: z.object({ status: z.literal('confirmed') }),
  },
  /**
   * §2 /spar-abo/kuendigung/: cancelling a saving subscription without signing in. Always ok, so
   * nobody learns whether the email and subscription belong together; the owner gets a mail.
   */
  requestSubscriptionCancellation: {
    payload: z.strictObject({ email: EmailSchema, subscriptionId: z.string().trim().min(1).max(64) }),
    response: OkSchema,
  },
};
