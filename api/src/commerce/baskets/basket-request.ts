import {
  BasketItemCustomDataSchema,
  BasketItemDisplayDataSchema,
  EntityIdSchema,
  ItemGroupSchema,
  RequestedQuantitySchema,
} from '@lumen/domain';
import { z } from 'zod';

/** Basket and wishlist keys: the storefront's session or customer key. */
export const CollectionKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,100}$/, 'Letters, digits, _ and -, at most 100');

export const BasketPathSchema = z.object({ basketKey: CollectionKeySchema });
export const BasketItemPathSchema = BasketPathSchema.extend({ itemKey: z.string().min(1).max(100) });
export const BasketVoucherPathSchema = BasketPathSchema.extend({ code: z.string().min(1).max(64) });

/** A query flag as the SDK writes it (`skipAvailabilityCheck=true`). */
const QueryFlagSchema = z
  .enum(['true', 'false', '1', '0'])
  .transform((flag) => flag === 'true' || flag === '1');

/** The SDK's `with` and `campaignKey`, shared by basket and wishlist requests. */
export const ItemQuerySchema = z.object({
  with: z.string().max(4000).optional(),
  campaignKey: z.string().min(1).max(100).optional(),
});

/** §7 GET baskets/{basketKey}: with, campaignKey, checkoutShopId, skipAvailabilityCheck, includeItemsWithoutProductData. */
export const BasketQuerySchema = ItemQuerySchema.extend({
  checkoutShopId: z.coerce.number().int().positive().optional(),
  skipAvailabilityCheck: QueryFlagSchema.optional(),
  includeItemsWithoutProductData: QueryFlagSchema.optional(),
});
export type BasketQuery = z.infer<typeof BasketQuerySchema>;

/** The SDK's `promotions` (the successor of `promotionId`); a line takes part in one promotion. */
const PromotionReferencesSchema = z
  .array(z.object({ id: z.string().min(1).max(100), code: z.string().nullable().optional() }))
  .max(1, 'A basket item takes part in one promotion');

// Pieces above the line limit are a 413 (§8), not a malformed request: only absurd numbers are
// refused here, by the bound the RPC contract refuses them with too.
const QuantitySchema = RequestedQuantitySchema;

/** §7 POST baskets/{basketKey}/items: variantId, quantity, customData, shopId, displayData, itemGroup, promotionId. */
export const AddBasketItemBodySchema = z.object({
  variantId: EntityIdSchema,
  quantity: QuantitySchema.default(1),
  customData: BasketItemCustomDataSchema.optional(),
  /** The SDK's `childShopId`; every shop here sells on its own, so it changes nothing. */
  shopId: z.number().int().positive().optional(),
  displayData: BasketItemDisplayDataSchema.optional(),
  itemGroup: ItemGroupSchema.optional(),
  promotionId: z.string().min(1).max(100).optional(),
  promotions: PromotionReferencesSchema.optional(),
});
export type AddBasketItemBody = z.infer<typeof AddBasketItemBodySchema>;

/** §7 PATCH baskets/{basketKey}/items/{itemKey}: quantity, customData, displayData, itemGroup, promotionId. */
export const UpdateBasketItemBodySchema = z.object({
  quantity: QuantitySchema,
  customData: BasketItemCustomDataSchema.optional(),
  displayData: BasketItemDisplayDataSchema.optional(),
  itemGroup: ItemGroupSchema.optional(),
  /** Null takes the item out of its promotion. */
  promotionId: z.string().min(1).max(100).nullable().optional(),
  /** Deprecated by the SDK (`promotions[0].code`): the code of a promotion that has one. */
  promotionCode: z.string().max(100).nullable().optional(),
  promotions: PromotionReferencesSchema.optional(),
});
export type UpdateBasketItemBody = z.infer<typeof UpdateBasketItemBodySchema>;

/**
 * SCAYLE's PUT baskets/{basketKey}/promotions (the SDK's `bulkUpdatePromotions`): for each item
 * named, the full list of its promotions (empty takes it out of its promotion); items not named
 * keep theirs. An item named twice would leave its outcome to the order of the list.
 */
export const BulkPromotionsBodySchema = z
  .array(z.object({ itemId: z.string().min(1).max(100), promotions: PromotionReferencesSchema }).strict())
  .min(1)
  .max(100)
  .refine((items) => new Set(items.map((item) => item.itemId)).size === items.length, {
    message: 'names a basket item more than once',
  });
export type BulkPromotionsBody = z.infer<typeof BulkPromotionsBodySchema>;

/** SCAYLE's POST baskets/{basketKey}/promotion-code. */
export const PromotionCodeBodySchema = z.object({ promotionCode: z.string().trim().min(1).max(64) });
export const VoucherBodySchema = z.object({ code: z.string().trim().min(1).max(64) });
