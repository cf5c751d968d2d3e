import { z } from 'zod';
import { IsoDateSchema } from '../entities/scalars.ts';
import { SubscriptionIntervalSchema } from './subscription.ts';

/**
 * One change a shopper makes to a subscription on the account page (§2
 * /account/subscriptions/{id}/, §1 "can be cancelled"), each answered by one rule of subscription.ts.
 * The commerce backend takes it as the body of PATCH subscriptions/{id}, and the api's account area
 * sends it there: a contract of both ends, so it lives here.
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
