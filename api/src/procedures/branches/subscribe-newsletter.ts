import { subscribeNewsletter as signUp } from '../../newsletter/newsletter-service.ts';
import { defineProcedure } from '../../rpc/define-procedure.ts';
import { addressScope, callLimits, takeHitOrRefuse } from './rate-limits.ts';

/** Newsletter sign-up with double opt-in; an address may sign up so many people per hour. */
export const subscribeNewsletter = defineProcedure({
  name: 'subscribeNewsletter',
  handler: async (input, ctx) => {
    await takeHitOrRefuse(
      ctx.db,
      addressScope('newsletter', ctx.clientAddress),
      callLimits.newsletterSignUps,
    );
    return signUp(input, ctx);
  },
});
