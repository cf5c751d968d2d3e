import {
  noSuchGroupMessage,
  replaceItemGroup as replaceGroup,
} from '../../basket-and-wishlist/basket-changes.ts';
import { isRefusal, refusalError } from '../../basket-and-wishlist/basket-failures.ts';
import { changingBasket } from '../../basket-and-wishlist/collection-locks.ts';
import { refuseUnmakeableContactLenses } from '../../basket-and-wishlist/contact-lens-check.ts';
import { refuseHomeTryOnNotOffered } from '../../basket-and-wishlist/home-try-on-check.ts';
import { refuseIncompleteRxGroups } from '../../basket-and-wishlist/rx-group-check.ts';
import { AppError } from '../../rpc/app-error.ts';
import { defineProcedure } from '../../rpc/define-procedure.ts';

/**
 * The basket's "edit prescription": the configured glasses saved back into their item group. The
 * new group is checked as an add is (a complete rx bundle, lenses in what they are made in);
 * anything refused leaves the old group in the basket as it was and is an error naming the item.
 */
export const replaceItemGroup = defineProcedure({
  name: 'replaceItemGroup',
  handler: async ({ itemGroupId, items }, ctx) => {
    refuseIncompleteRxGroups(items, 'payload.items');
    await refuseUnmakeableContactLenses(ctx, items, (index) => `payload.items.${index}`);
    await refuseHomeTryOnNotOffered(ctx, items, (index) => `payload.items.${index}`, itemGroupId);
    const session = await ctx.session.find();
    if (!session) {
      throw new AppError('NOT_FOUND', noSuchGroupMessage, {
        details: [{ field: 'payload.itemGroupId', message: noSuchGroupMessage }],
      });
    }
    const result = await changingBasket(ctx, session.basketKey, () =>
      replaceGroup(ctx.commerce, session.basketKey, itemGroupId, items, ctx.logger),
    );
    const refusal = result.itemErrors.find(isRefusal);
    if (refusal) throw refusalError(refusal, 'payload.items');
    return { ...result.basket, itemErrors: result.itemErrors };
  },
});
