import { removeItem } from '../../basket-and-wishlist/basket-changes.ts';
import { basketItemError, refusalError } from '../../basket-and-wishlist/basket-failures.ts';
import { changingBasket } from '../../basket-and-wishlist/collection-locks.ts';
import { defineProcedure } from '../../rpc/define-procedure.ts';

/** §7 removes an item; a group's main item (or a required member) takes its whole group along. */
export const removeItemFromBasket = defineProcedure({
  name: 'removeItemFromBasket',
  handler: async ({ itemKey }, ctx) => {
    const session = await ctx.session.find();
    if (!session) throw refusalError(basketItemError('delete', 404, { itemKey }), 'payload.itemKey');
    return changingBasket(ctx, session.basketKey, () => removeItem(ctx.commerce, session.basketKey, itemKey));
  },
});
