import { IsoDateSchema, SubscriptionIntervalSchema } from '@lumen/domain';
import { z } from 'zod';

export const SubscriptionPathSchema = z.object({
  subscriptionId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/**
 * PATCH subscriptions/{id}: one change a shopper makes on the account page (§2
 * /account/subscriptions/{id}/, §1 "can be cancelled"). The rules are the domain's.
 */
export const SubscriptionActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('skipNextDelivery') }).strict(),
  /** Pauses deliveries through `until` (inclusive). */
  z.object({ action: z.literal('pause'), until: IsoDateSchema }).strict(),
  z.object({ action: z.literal('resume') }).strict(),
  z.object({ action: z.literal('changeInterval'), intervalMonths: SubscriptionIntervalSchema }).strict(),
  z.object({ action: z.literal('cancel') }).strict(),
]);
export type SubscriptionAction = z.infer<typeof SubscriptionActionSchema>;
