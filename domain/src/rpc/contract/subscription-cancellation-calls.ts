import { z } from 'zod';
import { EmailSchema } from '../../validation/validation-schemas.ts';
import { OkSchema } from './common.ts';

// Not with the account's subscription calls: those need a signed-in customer (§6), this one is
// made without signing in.
export const subscriptionCancellationCalls = {
  /**
   * §2 /spar-abo/kuendigung/: cancelling a saving subscription without signing in. Always ok, so
   * nobody learns whether the email and subscription belong together; the owner gets a mail.
   */
  requestSubscriptionCancellation: {
    payload: z.strictObject({ email: EmailSchema, subscriptionId: z.string().trim().min(1).max(64) }),
    response: OkSchema,
  },
};
