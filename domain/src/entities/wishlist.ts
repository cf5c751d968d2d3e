import { z } from 'zod';
import { ItemGroupSchema } from './basket.ts';
import { ProductSchema, VariantSchema } from './product.ts';
import { CustomDataSchema, EntityIdSchema } from './scalars.ts';

/** One wishlist entry: a product, and the variant when one was chosen. */
export const WishlistItemSchema = z.object({
  key: z.string().min(1),
  productId: EntityIdSchema,
  product: ProductSchema,
  variantId: EntityIdSchema.nullable(),
  variant: VariantSchema.optional(),
  customData: CustomDataSchema,
  itemGroup: ItemGroupSchema.optional(),
});
export type WishlistItem = z.infer<typeof WishlistItemSchema>;

/** The Wishlist entity of §3, as the Storefront API's `Wishlist`. */
export const WishlistSchema = z.object({
  key: z.string().min(1),
  items: z.array(WishlistItemSchema),
});
export type Wishlist = z.infer<typeof WishlistSchema>;

/** §8 wishlist-add 400: an item names a product or a variant, never both or neither. */
export const onlyOneWishlistIdMessage = 'Only one parameter must be set: productId or variantId';
