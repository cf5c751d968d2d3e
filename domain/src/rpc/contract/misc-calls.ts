import { z } from 'zod';
import { EmailSchema, PersonNameSchema } from '../../validation/validation-schemas.ts';
import { OkSchema } from './common.ts';

export const miscCalls = {
  /** §7 logMessage: a client-side error or warning for the server log (rate-limited there). */
  logMessage: {
    payload: z.object({
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
  /** Newsletter sign-up with double opt-in: the answer says whether a confirmation mail went out. */
  subscribeNewsletter: {
    payload: z.object({
      email: EmailSchema,
      firstName: PersonNameSchema.optional(),
      consent: z.literal(true),
    }),
    response: z.object({ status: z.enum(['confirmation_sent', 'already_subscribed']) }),
  },
  /** §2 /spar-abo/kuendigung/: cancelling a saving subscription without signing in. */
  requestSubscriptionCancellation: {
    payload: z.object({ email: EmailSchema, subscriptionId: z.string().min(1).max(64) }),
    response: OkSchema,
  },
};
