import { storeClientLog } from '../../client-log/client-log.ts';
import { defineProcedure } from '../../rpc/define-procedure.ts';
import { callLimits } from '../../rate-limits/call-limits.ts';
import { addressScope, reserveHits } from '../../rate-limits/sliding-window-limiter.ts';

/**
 * §7 logMessage. Beyond the per-address limit a message is dropped and the answer is still ok:
 * a page that logs its own failures must not get a new failure to log, and a flood reaches
 * neither the table nor the log.
 */
export const logMessage = defineProcedure({
  name: 'logMessage',
  handler: async (input, ctx) => {
    const reservation = await reserveHits(ctx.db, [
      { scope: addressScope('client-log', ctx.clientAddress), rule: callLimits.clientLogMessages },
    ]);
    if (reservation.granted) await storeClientLog(input, ctx);
    return { ok: true } as const;
  },
});
