import { defineProcedure } from '../../rpc/define-procedure.ts';
import { lookupOrderStatus as lookup } from '../../order-status-lookup/order-status-lookup.ts';
import { callLimits } from '../../rate-limits/call-limits.ts';
import { addressScope, limitFailures } from '../../rate-limits/sliding-window-limiter.ts';

/**
 * §2 order status page. An address that asked with too many pairs matching no order waits (429
 * with Retry-After); an unknown order and a wrong email or zip code answer the same 404.
 */
export const lookupOrderStatus = defineProcedure({
  name: 'lookupOrderStatus',
  handler: (input, ctx) =>
    limitFailures(
      ctx.db,
      [{ scope: addressScope('order-status', ctx.clientAddress), rule: callLimits.orderStatusMisses }],
      { code: 'NOT_FOUND', what: 'order status lookups' },
      () => lookup(ctx.commerceHttp, input),
    ),
});
