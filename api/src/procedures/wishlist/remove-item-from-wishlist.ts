import { wishlistWith } from '../../basket-and-wishlist/collection-includes.ts';
import { readWishlist } from '../../basket-and-wishlist/collection-answers.ts';
import { changingWishlist } from '../../basket-and-wishlist/collection-locks.ts';
import { wishlistItemNotFoundMessage } from '../../basket-and-wishlist/wishlist-failures.ts';
import { commerceCall } from '../../commerce-client/commerce-call.ts';
import { AppError } from '../../rpc/app-error.ts';
import { defineProcedure } from '../../rpc/define-procedure.ts';

const notFound = () =>
  new AppError('NOT_FOUND', wishlistItemNotFoundMessage, {
    details: [{ field: 'payload.itemKey', message: wishlistItemNotFoundMessage }],
  });

/** §7 takes an entry off the visitor's wishlist; one that is not on it is §8 'Could not find wishlist item'. */
export const removeItemFromWishlist = defineProcedure({
  name: 'removeItemFromWishlist',
  handler: async ({ itemKey }, ctx) => {
    const session = await ctx.session.find();
    if (!session) throw notFound();
    const answer = await changingWishlist(ctx, session.wishlistKey, () =>
      commerceCall(
        () => ctx.commerce.wishlist.deleteItem(session.wishlistKey, itemKey, { with: wishlistWith }),
        { notFound: wishlistItemNotFoundMessage },
      ),
    ).catch((error: unknown) => {
      throw error instanceof AppError && error.code === 'NOT_FOUND' ? notFound() : error;
    });
    return readWishlist(answer);
  },
});
