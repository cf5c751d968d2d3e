import { keysToRead } from '../../basket-and-wishlist/visitor-keys.ts';
import { getWishlist as readWishlistOf } from '../../basket-and-wishlist/wishlist-reads.ts';
import { defineProcedure } from '../../rpc/define-procedure.ts';

/** §7 the visitor's wishlist; a visitor without a session sees an empty one and gets no session. */
export const getWishlist = defineProcedure({
  name: 'getWishlist',
  handler: async (_input, ctx) => readWishlistOf(ctx.commerce, (await keysToRead(ctx.session)).wishlistKey),
});
