import { subscribeNewsletter as signUp } from '../../newsletter/newsletter-service.ts';
import { defineProcedure } from '../../rpc/define-procedure.ts';
import { callLimits } from '../../rate-limits/call-limits.ts';
import { addressScope, reserveHitsOrRefuse } from '../../rate-limits/sliding-window-limiter.ts';

/** Newsletter sign-up with double opt-in; an address may sign up so many people per hour. */
export const subscribeNewsletter = defineProcedure({
  name: 'subscribeNewsletter',
  handler: async (input, ctx) => {
    await reserveHitsOrRefuse(ctx.db, [
      { scope: addressScope('newsletter', ctx.clientAddress), rule: callLimits.newsletterSignUps },
    ]);
    return signUp(input, ctx);
  },
});
