import { defineProcedure } from '../../rpc/define-procedure.ts';
import { requestSubscriptionCancellation as requestCancellation } from '../../subscription-cancellation/subscription-cancellation.ts';
import { addressScope, callLimits, takeHitOrRefuse } from './rate-limits.ts';

/**
 * §2 /spar-abo/kuendigung/: always ok, whether or not email and id belong together; every request
 * counts against the address's limit, since the answer never tells a hit from a miss.
 */
export const requestSubscriptionCancellation = defineProcedure({
  name: 'requestSubscriptionCancellation',
  handler: async (input, ctx) => {
    await takeHitOrRefuse(
      ctx.db,
      addressScope('subscription-cancellation', ctx.clientAddress),
      callLimits.subscriptionCancellations,
    );
    await requestCancellation(input, ctx);
    return { ok: true } as const;
  },
});
