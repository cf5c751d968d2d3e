import { addItems } from '../../basket-session/basket-changes.ts';
import { isRefusal, refusalError } from '../../basket-session/basket-failures.ts';
import { changingBasket } from '../../basket-session/collection-locks.ts';
import { keysToChange } from '../../basket-session/visitor-keys.ts';
import { defineProcedure } from '../../rpc/define-procedure.ts';

/**
 * §7/§8 adds one item with the §4 merge mode. A refusal (409, 412, 413, 424) changed nothing and
 * is an error naming the variant; an item added with fewer pieces (206) is the basket with a note.
 */
export const addItemToBasket = defineProcedure({
  name: 'addItemToBasket',
  handler: async ({ existingItemHandling, ...item }, ctx) => {
    const { basketKey } = await keysToChange(ctx.session);
    const result = await changingBasket(ctx, basketKey, () =>
      addItems(ctx.commerce, basketKey, [item], existingItemHandling, ctx.logger),
    );
    const refusal = result.itemErrors.find(isRefusal);
    if (refusal) throw refusalError(refusal, 'payload.variantId');
    return { ...result.basket, itemErrors: result.itemErrors };
  },
});
