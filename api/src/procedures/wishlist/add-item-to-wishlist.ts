import { FetchError } from '@scayle/storefront-api';
import { wishlistWith } from '../../basket-and-wishlist/collection-includes.ts';
import { readWishlist } from '../../basket-and-wishlist/collection-answers.ts';
import { changingWishlist } from '../../basket-and-wishlist/collection-locks.ts';
import { keysToChange } from '../../basket-and-wishlist/visitor-keys.ts';
import { wishlistAddRefusal } from '../../basket-and-wishlist/wishlist-failures.ts';
import { commerceFailure } from '../../commerce-client/commerce-call.ts';
import { defineProcedure } from '../../rpc/define-procedure.ts';

/** §7/§8 puts a product (or one variant of it) on the wishlist; 409, 412 and 413 are errors. */
export const addItemToWishlist = defineProcedure({
  name: 'addItemToWishlist',
  handler: async ({ productId, variantId }, ctx) => {
    const { wishlistKey } = await keysToChange(ctx.session);
    // The contract lets exactly one through; the backend would refuse two (§8 400) all the same.
    const item = variantId === undefined ? { productId: productId! } : { variantId };
    const field = variantId === undefined ? 'payload.productId' : 'payload.variantId';
    const answer = await changingWishlist(ctx, wishlistKey, () =>
      ctx.commerce.wishlist.addItem(wishlistKey, item, { with: wishlistWith }).catch((error: unknown) => {
        if (error instanceof FetchError && error.response.status === 400)
          throw wishlistAddRefusal(400, field);
        throw commerceFailure(error);
      }),
    );
    if (answer.type === 'failure') throw wishlistAddRefusal(answer.statusCode, field);
    return readWishlist(answer.wishlist);
  },
});
