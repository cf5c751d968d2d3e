import { defineProcedure } from '../../rpc/define-procedure.ts';

/** Ends the session; the basket and wishlist of the anonymous visitor start afresh. */
export const signOut = defineProcedure({
  name: 'signOut',
  handler: async (_input, ctx) => {
    await ctx.session.signOut();
    return { ok: true as const };
  },
});
