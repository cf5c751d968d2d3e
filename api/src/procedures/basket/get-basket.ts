import { getBasket as readBasketOf } from '../../basket-and-wishlist/basket-changes.ts';
import { keysToRead } from '../../basket-and-wishlist/visitor-keys.ts';
import { defineProcedure } from '../../rpc/define-procedure.ts';

/** §7 the visitor's basket; a visitor without a session sees an empty one and gets no session. */
export const getBasket = defineProcedure({
  name: 'getBasket',
  handler: async (_input, ctx) => readBasketOf(ctx.commerce, (await keysToRead(ctx.session)).basketKey),
});
