import { CustomDataSchema, EntityIdSchema, ItemGroupSchema } from '@lumen/domain';
import { z } from 'zod';
import { CollectionKeySchema, ItemQuerySchema } from '../baskets/basket-request.ts';

export const WishlistPathSchema = z.object({ wishlistKey: CollectionKeySchema });
export const WishlistItemPathSchema = WishlistPathSchema.extend({ itemKey: z.string().min(1).max(100) });

/** §7 GET wishlists/{wishlistKey}: with, campaignKey (and the SDK's pricePromotionKey, which changes nothing here). */
export const WishlistQuerySchema = ItemQuerySchema.extend({
  pricePromotionKey: z.string().max(100).optional(),
});
export type WishlistQuery = z.infer<typeof WishlistQuerySchema>;

/**
 * §7 POST wishlists/{wishlistKey}/items: the SDK's `{ productId } | { variantId }` with itemGroup and
 * customData. Exactly one of the ids is checked by the service, which answers §8's own message.
 */
export const AddWishlistItemBodySchema = z.object({
  productId: EntityIdSchema.optional(),
  variantId: EntityIdSchema.optional(),
  itemGroup: ItemGroupSchema.optional(),
  customData: CustomDataSchema.optional(),
});
export type AddWishlistItemBody = z.infer<typeof AddWishlistItemBodySchema>;
