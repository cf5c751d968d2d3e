import { emptyCollectionKeys } from '../../basket-and-wishlist/collection-keys.ts';
import { changingWishlist } from '../../basket-and-wishlist/collection-locks.ts';
import { getWishlist } from '../../basket-and-wishlist/wishlist-reads.ts';
import { defineProcedure } from '../../rpc/define-procedure.ts';

/** §7 empties the visitor's wishlist with the backend's own clear; without a session it is empty. */
export const clearWishlist = defineProcedure({
  name: 'clearWishlist',
  handler: async (_input, ctx) => {
    const session = await ctx.session.find();
    if (session) {
      await changingWishlist(ctx, session.wishlistKey, () =>
        ctx.commerceHttp.send(`wishlists/${session.wishlistKey}`, { method: 'DELETE' }),
      );
    }
    return getWishlist(ctx.commerce, (session ?? emptyCollectionKeys).wishlistKey);
  },
});
