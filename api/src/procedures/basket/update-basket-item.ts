import { updateItemQuantity } from '../../basket-and-wishlist/basket-changes.ts';
import { basketItemError, isRefusal, refusalError } from '../../basket-and-wishlist/basket-failures.ts';
import { changingBasket } from '../../basket-and-wishlist/collection-locks.ts';
import { defineProcedure } from '../../rpc/define-procedure.ts';

/**
 * §8 update: sets an item's quantity. 404 (no such item in the visitor's basket), 412 and 413 are
 * errors naming the item; more than the stock holds (206) is the basket with a note.
 */
export const updateBasketItem = defineProcedure({
  name: 'updateBasketItem',
  handler: async ({ itemKey, quantity }, ctx) => {
    const session = await ctx.session.find();
    // Without a session there is no basket and so no such item: nothing is made for a refusal.
    if (!session) throw refusalError(basketItemError('update', 404, { itemKey }), 'payload.itemKey');
    const result = await changingBasket(ctx, session.basketKey, () =>
      updateItemQuantity(ctx.commerce, session.basketKey, itemKey, quantity),
    );
    const refusal = result.itemErrors.find(isRefusal);
    if (refusal) throw refusalError(refusal, 'payload.itemKey');
    return { ...result.basket, itemErrors: result.itemErrors };
  },
});
