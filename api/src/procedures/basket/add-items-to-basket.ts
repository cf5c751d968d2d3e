import { addItems } from '../../basket-and-wishlist/basket-changes.ts';
import { changingBasket } from '../../basket-and-wishlist/collection-locks.ts';
import { refuseUnmakeableContactLenses } from '../../basket-and-wishlist/contact-lens-check.ts';
import { refuseHomeTryOnNotOffered } from '../../basket-and-wishlist/home-try-on-check.ts';
import { refuseIncompleteRxGroups } from '../../basket-and-wishlist/rx-group-check.ts';
import { keysToChange } from '../../basket-and-wishlist/visitor-keys.ts';
import { defineProcedure } from '../../rpc/define-procedure.ts';

/**
 * §7/§8 adds several items with one §4 merge mode. Refused items do not stop the others: the answer
 * is the last basket with every refused item in `itemErrors`, since what went in is in. Prescription
 * glasses whose rx bundle is incomplete are refused before anything is added.
 */
export const addItemsToBasket = defineProcedure({
  name: 'addItemsToBasket',
  handler: async ({ items, existingItemHandling }, ctx) => {
    refuseIncompleteRxGroups(items, 'payload.items');
    await refuseUnmakeableContactLenses(ctx, items, (index) => `payload.items.${index}`);
    await refuseHomeTryOnNotOffered(ctx, items, (index) => `payload.items.${index}`);
    const { basketKey } = await keysToChange(ctx.session);
    const result = await changingBasket(ctx, basketKey, () =>
      addItems(ctx.commerce, basketKey, items, existingItemHandling, ctx.logger),
    );
    return { ...result.basket, itemErrors: result.itemErrors };
  },
});
