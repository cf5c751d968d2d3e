import { AppError } from '../../rpc/app-error.ts';
import { defineProcedure } from '../../rpc/define-procedure.ts';
import { lookupOrderStatus as lookup } from '../../order-status/order-status-lookup.ts';
import { addressScope, assertWithinLimit, callLimits, countHit } from './rate-limits.ts';

/**
 * §2 order status page. An address that asked with too many pairs matching no order waits (429
 * with Retry-After); an unknown order and a wrong email or zip code answer the same 404.
 */
export const lookupOrderStatus = defineProcedure({
  name: 'lookupOrderStatus',
  handler: async (input, ctx) => {
    const scope = addressScope('order-status', ctx.clientAddress);
    await assertWithinLimit(ctx.db, scope, callLimits.orderStatusMisses);
    try {
      return await lookup(ctx.commerceHttp, input);
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') {
        await countHit(ctx.db, scope, callLimits.orderStatusMisses);
      }
      throw error;
    }
  },
});
