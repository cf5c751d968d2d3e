import { z } from 'zod';
import { EmailSchema, PersonNameSchema } from '../../validation/validation-schemas.ts';

/** The token of a mailed confirmation link. */
const MailTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,200}$/);

export const newsletterCalls = {
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
};
