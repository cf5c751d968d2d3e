import { z } from 'zod';
import { CatalogIdSchema } from '../../entities/scalars.ts';
import { WishlistSchema, onlyOneWishlistIdMessage } from '../../entities/wishlist.ts';
import { EmptyPayloadSchema, ItemKeySchema } from './common.ts';

/**
 * A product (no variant chosen yet) or a variant, as the SDK's `WishlistItemCreationID`: exactly
 * one of the two, since a variant names its product and two ids could disagree.
 */
const AddToWishlistPayloadSchema = z
  .strictObject({ productId: CatalogIdSchema.optional(), variantId: CatalogIdSchema.optional() })
  .superRefine((payload, ctx) => {
    if ((payload.productId === undefined) === (payload.variantId === undefined)) {
      for (const field of ['productId', 'variantId']) {
        ctx.addIssue({ code: 'custom', path: [field], message: onlyOneWishlistIdMessage });
      }
    }
  });

export const wishlistCalls = {
  getWishlist: { payload: EmptyPayloadSchema, response: WishlistSchema },
  /** §8: 400 unless exactly one id is set, 409 when already present, 412 unavailable, 413 the maximum count reached. */
  addItemToWishlist: { payload: AddToWishlistPayloadSchema, response: WishlistSchema },
  /** §8: 404 'Could not find wishlist item'. */
  removeItemFromWishlist: { payload: z.strictObject({ itemKey: ItemKeySchema }), response: WishlistSchema },
  clearWishlist: { payload: EmptyPayloadSchema, response: WishlistSchema },
};
