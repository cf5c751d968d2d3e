import { defineProcedure } from '../../rpc/define-procedure.ts';
import { requestSubscriptionCancellation as requestCancellation } from '../../subscription-cancellation/subscription-cancellation.ts';
import { callLimits } from '../../rate-limits/call-limits.ts';
import { addressScope, reserveHitsOrRefuse } from '../../rate-limits/sliding-window-limiter.ts';

/**
 * §2 /spar-abo/kuendigung/: always ok, whether or not email and id belong together; every request
 * counts against the address's limit, since the answer never tells a hit from a miss.
 */
export const requestSubscriptionCancellation = defineProcedure({
  name: 'requestSubscriptionCancellation',
  handler: async (input, ctx) => {
    await reserveHitsOrRefuse(ctx.db, [
      {
        scope: addressScope('subscription-cancellation', ctx.clientAddress),
        rule: callLimits.subscriptionCancellations,
      },
    ]);
    await requestCancellation(input, ctx);
    return { ok: true } as const;
  },
});
