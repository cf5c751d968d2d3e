import { z } from 'zod';

export const SubscriptionPathSchema = z.object({
  subscriptionId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
