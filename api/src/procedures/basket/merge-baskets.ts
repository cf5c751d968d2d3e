import { getBasket } from '../../basket-and-wishlist/basket-changes.ts';
import { mergePendingBaskets } from '../../basket-and-wishlist/sign-in-merge.ts';
import { AppError } from '../../rpc/app-error.ts';
import { defineProcedure } from '../../rpc/define-procedure.ts';

/**
 * §7 the explicit merge: finishes merging the anonymous baskets and wishlists remembered for the
 * signed-in customer at sign-in (basket-and-wishlist/sign-in-merge.ts), where the merge at sign-in
 * failed or left items behind. Answers the customer's basket with the items that still could not
 * move. Calling it again changes nothing; an anonymous visitor has no customer basket to merge into.
 */
export const mergeBaskets = defineProcedure({
  name: 'mergeBaskets',
  handler: async (_input, ctx) => {
    const session = await ctx.session.find();
    if (session?.customerId == null) throw new AppError('UNAUTHENTICATED', 'Sign in to merge your baskets');
    const itemErrors = await mergePendingBaskets(ctx, session.customerId);
    return { ...(await getBasket(ctx.commerce, session.basketKey)), itemErrors };
  },
});
