import { z } from 'zod';
import { EntityIdSchema } from '../../entities/scalars.ts';
import { WishlistSchema } from '../../entities/wishlist.ts';
import { EmptyPayloadSchema, ItemKeySchema } from './common.ts';

export const wishlistCalls = {
  getWishlist: { payload: EmptyPayloadSchema, response: WishlistSchema },
  /** §8: 409 when already present, 412 unavailable, 413 the maximum count reached. */
  addItemToWishlist: {
    payload: z.object({ productId: EntityIdSchema, variantId: EntityIdSchema.optional() }),
    response: WishlistSchema,
  },
  removeItemFromWishlist: { payload: z.object({ itemKey: ItemKeySchema }), response: WishlistSchema },
  clearWishlist: { payload: EmptyPayloadSchema, response: WishlistSchema },
};
