import { getBasket } from '../../basket-and-wishlist/basket-changes.ts';
import { emptyCollectionKeys } from '../../basket-and-wishlist/collection-keys.ts';
import { changingBasket } from '../../basket-and-wishlist/collection-locks.ts';
import { defineProcedure } from '../../rpc/define-procedure.ts';

/**
 * §7 empties the visitor's basket, voucher included, with the backend's own clear (one change,
 * where item-by-item deletes could stop halfway). Without a session there is nothing to empty.
 */
export const clearBasket = defineProcedure({
  name: 'clearBasket',
  handler: async (_input, ctx) => {
    const session = await ctx.session.find();
    if (session) {
      await changingBasket(ctx, session.basketKey, () =>
        ctx.commerceHttp.send(`baskets/${session.basketKey}`, { method: 'DELETE' }),
      );
    }
    return getBasket(ctx.commerce, (session ?? emptyCollectionKeys).basketKey);
  },
});
