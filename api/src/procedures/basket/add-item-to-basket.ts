import { isRefusal, refusalError } from '../../basket-and-wishlist/basket-failures.ts';
import { addToVisitorBasket } from '../../basket-and-wishlist/first-add.ts';
import { refuseUnmakeableContactLenses } from '../../basket-and-wishlist/contact-lens-check.ts';
import { refuseHomeTryOnNotOffered } from '../../basket-and-wishlist/home-try-on-check.ts';
import { refuseIncompleteRxGroups } from '../../basket-and-wishlist/rx-group-check.ts';
import { defineProcedure } from '../../rpc/define-procedure.ts';

/**
 * §7/§8 adds one item with the §4 merge mode. A refusal (409, 412, 413, 424) changed nothing and
 * is an error naming the variant; an item added with fewer pieces (206) is the basket with a note.
 */
export const addItemToBasket = defineProcedure({
  name: 'addItemToBasket',
  handler: async ({ existingItemHandling, ...item }, ctx) => {
    // Prescription glasses with values come with their lenses, through addItemsToBasket.
    refuseIncompleteRxGroups([item], 'payload.itemGroup');
    await refuseUnmakeableContactLenses(ctx, [item], () => 'payload');
    await refuseHomeTryOnNotOffered(ctx, [item], () => 'payload');
    const result = await addToVisitorBasket(ctx, item, existingItemHandling);
    const refusal = result.itemErrors.find(isRefusal);
    if (refusal) throw refusalError(refusal, 'payload.variantId');
    return { ...result.basket, itemErrors: result.itemErrors };
  },
});
