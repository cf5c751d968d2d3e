import { CheckoutOptionsSchema } from '@lumen/domain';
import { defineProcedure } from '../../rpc/define-procedure.ts';

/**
 * The carriers and payment methods of the shop's market (§9) priced for the visitor's basket by the
 * backend, with the tables its orders charge. Needs no sign-in and makes no session: without one,
 * the options are priced for an empty basket.
 */
export const getCheckoutOptions = defineProcedure({
  name: 'getCheckoutOptions',
  async handler(_input, ctx) {
    const session = await ctx.session.find();
    return ctx.commerceHttp.request('checkout-options', CheckoutOptionsSchema, {
      query: { basketKey: session?.basketKey },
    });
  },
});
