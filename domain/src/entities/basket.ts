import { z } from 'zod';
import { ExistingItemHandlingSchema } from '../basket/existing-item-handling.ts';
import { rxBundleMasterKeys } from '../basket/prescription.ts';
import { PrescriptionValuesSchema } from '../prescription/prescription-values.ts';
import { BranchIdSchema } from './branch.ts';
import { ConfigurationItemSchema } from './configuration-item.ts';
import { DeliveryDateSchema } from './delivery.ts';
import {
  BasketItemPriceSchema,
  BasketTotalPriceSchema,
  CurrencyCodeSchema,
  LowestPriorPriceSchema,
} from './price.ts';
import { ProductSchema, ProductTypeSchema, VariantSchema } from './product.ts';
import { BasketItemPromotionSchema, PromotionSchema } from './promotion.ts';
import { CatalogIdSchema, CountSchema, EntityIdSchema } from './scalars.ts';

/**
 * §3 item group: a main item (the frame) with its sub-items (lens type, index, tinting, service)
 * share one `id`. A required sub-item leaves the basket with its main item.
 */
export const ItemGroupSchema = z.object({
  id: z.string().min(1),
  isMainItem: z.boolean(),
  isRequired: z.boolean(),
});
export type ItemGroup = z.infer<typeof ItemGroupSchema>;

/** The display data slots the Storefront API accepts on a basket item. */
export const displayDataKeys = [
  'meta',
  'name',
  'identifier',
  'attribute-1',
  'attribute-2',
  'attribute-3',
] as const;
export type DisplayDataKey = (typeof displayDataKeys)[number];

/** §3: what the shop puts in each attribute slot of a basket item's display data. */
export const displayDataSlots = {
  colour: 'attribute-1',
  size: 'attribute-2',
  deliveryForecast: 'attribute-3',
} as const satisfies Record<string, DisplayDataKey>;

export const DisplayDataItemSchema = z.object({
  key: z.string(),
  label: z.string(),
  value: z.string(),
});

/** Texts shown with a basket item (the SDK's `BasketItemDisplayData`); unknown slots are refused. */
export const BasketItemDisplayDataSchema = z.partialRecord(z.enum(displayDataKeys), DisplayDataItemSchema);
export type BasketItemDisplayData = z.infer<typeof BasketItemDisplayDataSchema>;

/**
 * The shop's basket item custom data (§3). The storefront writes it, so each field is typed; every
 * field is optional because items differ (a frame, a lens sub-item, contact lenses, a subscription),
 * and unknown keys are kept. `prescriptionValues` is prescription/'s schema, so a basket holds only
 * values the configurator accepts. Designed where §3 only names a field:
 * - `quantity`: boxes per eye for contact lenses (`left` + `right` make the item quantity);
 * - `frameOrder`: the frame is ordered without prescription lenses;
 * - `origin`: where the item was added from (free text, for analytics);
 * - `rxSubItemInfo`: which rx part a sub-item is, by master key;
 * - `hideSubItem`: the sub-item is folded into its main item in lists;
 * - `subscription`: the item belongs to a saving subscription (§1), `subscriptionDefinition` holds its interval;
 * - `sessionId`, `clientId`: analytics ids; `branchId`: the branch the item is reserved for.
 */
export const BasketItemCustomDataSchema = z.looseObject({
  configurationItems: z.array(ConfigurationItemSchema).optional(),
  prescriptionValues: PrescriptionValuesSchema.optional(),
  quantity: z.object({ left: CountSchema, right: CountSchema }).optional(),
  frameOrder: z.boolean().optional(),
  origin: z.string().min(1).optional(),
  subscriptionDefinition: z.looseObject({ subscriptionInterval: z.string().min(1) }).optional(),
  rxSubItemInfo: z.looseObject({ masterKey: z.enum(rxBundleMasterKeys) }).optional(),
  hideSubItem: z.boolean().optional(),
  productType: ProductTypeSchema.optional(),
  sessionId: z.string().min(1).optional(),
  clientId: z.string().min(1).optional(),
  branchId: BranchIdSchema.optional(),
  subscription: z.boolean().optional(),
  pricePromotionKey: z.string().min(1).optional(),
});
export type BasketItemCustomData = z.infer<typeof BasketItemCustomDataSchema>;

/** Availability of a basket item as the Storefront API reports it. */
export const basketItemStatuses = ['available', 'unavailable', 'deleted'] as const;
export type BasketItemStatus = (typeof basketItemStatuses)[number];

const DeliveryForecastPartSchema = z.object({ quantity: CountSchema, key: z.string() });

/** The Basket item entity of §3, as the Storefront API's `BasketItem`. */
export const BasketItemSchema = z.object({
  key: z.string().min(1),
  quantity: z.number().int().positive(),
  /** How many the stock allows; §4 removes an rx group when this is too low. */
  availableQuantity: CountSchema.optional(),
  status: z.enum(basketItemStatuses),
  packageId: z.number().int(),
  product: ProductSchema,
  variant: VariantSchema,
  price: z.object({ total: BasketItemPriceSchema, unit: BasketItemPriceSchema }),
  lowestPriorPrice: LowestPriorPriceSchema,
  deliveryForecast: z
    .object({
      deliverable: DeliveryForecastPartSchema.optional(),
      subsequentDelivery: DeliveryForecastPartSchema.optional(),
    })
    .optional(),
  customData: BasketItemCustomDataSchema,
  displayData: BasketItemDisplayDataSchema,
  itemGroup: ItemGroupSchema.optional(),
  promotionId: z.string().optional(),
  /** Deprecated by the SDK in favour of `promotions`; §3 still reads it. */
  promotion: BasketItemPromotionSchema.optional(),
  promotions: z.array(BasketItemPromotionSchema).optional(),
});
export type BasketItem = z.infer<typeof BasketItemSchema>;

/** A shipment the basket will be split into, with its expected delivery window. */
export const BasketPackageSchema = z.object({
  id: z.number().int(),
  /** Open on the wire, so a new carrier never breaks a basket; checkout/ lists the §9 carriers. */
  carrierKey: z.string(),
  deliveryDate: DeliveryDateSchema,
});
export type BasketPackage = z.infer<typeof BasketPackageSchema>;

/**
 * The Basket entity of §3, as the Storefront API's `BasketResponseData`. §7/§8: an answer without a
 * key is not a basket ('Did not receive valid basket').
 */
export const BasketSchema = z.object({
  key: z.string().min(1),
  cost: BasketTotalPriceSchema,
  /** The SDK types this as 'EUR' only; the Swiss, Polish and Czech shops answer in their currency. */
  currencyCode: CurrencyCodeSchema,
  items: z.array(BasketItemSchema),
  packages: z.array(BasketPackageSchema),
  applicablePromotions: z
    .array(z.object({ itemId: z.string().optional(), promotion: PromotionSchema }))
    .optional(),
});
export type Basket = z.infer<typeof BasketSchema>;

/**
 * The most pieces a request may name for one basket line. The shop's line limit (99 pieces by
 * default) is the backend's to enforce, with the §8 413 a page explains; a number beyond this bound
 * is no quantity anybody orders, and one past 2^31 - 1 would not even fit the database's integer
 * columns, so it is refused as malformed before it goes anywhere.
 */
export const maxRequestedQuantity = 1_000_000;

/** Pieces of one line as a request names them (add, update): a whole number from 1. */
export const RequestedQuantitySchema = z.number().int().positive().max(maxRequestedQuantity);

/**
 * The Add-to-basket payload of §3. `existingItemHandling` takes the four §4 merge modes (basket/'s
 * `existingItemHandlings`). Defaults are the SDK's: one piece, and an item already in the basket is
 * replaced by one with the combined quantity.
 */
export const AddToBasketPayloadSchema = z.object({
  variantId: CatalogIdSchema,
  quantity: RequestedQuantitySchema.default(1),
  // The Storefront API's bound on a promotion id.
  promotionId: z.string().min(1).max(100).optional(),
  existingItemHandling: ExistingItemHandlingSchema.default('ReplaceExistingWithCombinedQuantity'),
  displayData: BasketItemDisplayDataSchema.optional(),
  customData: BasketItemCustomDataSchema.optional(),
  itemGroup: ItemGroupSchema.optional(),
});
export type AddToBasketPayload = z.infer<typeof AddToBasketPayloadSchema>;

/**
 * §8 why one item of a basket change did not happen as asked: the SDK's `AddToBasketFailureKind`
 * and `UpdateBasketItemFailureKind` values. `ItemAddedWithReducedQuantity` (206) is no refusal:
 * the item is in the basket, with fewer pieces than asked for.
 */
export const basketItemErrorKinds = [
  'VariantAlreadyPresent',
  'ItemUnavailable',
  'MaximumItemCountReached',
  'ItemDataNotFound',
  'ItemAddedWithReducedQuantity',
  'BasketItemNotFound',
  'Unknown',
] as const;
export const BasketItemErrorKindSchema = z.enum(basketItemErrorKinds);
export type BasketItemErrorKind = z.infer<typeof BasketItemErrorKindSchema>;

/**
 * §8 one item of a multi-item change (the SDK's `AddOrUpdateItemError`): which operation, why,
 * the backend's status, the variant and a message safe to show.
 */
export const BasketItemErrorSchema = z.object({
  operation: z.enum(['add', 'update', 'delete']),
  kind: BasketItemErrorKindSchema,
  /** The backend's status (206, 404, 409, 412, 413, 424...); null when no answer came. */
  status: z.number().int().nullable(),
  variantId: EntityIdSchema.optional(),
  /** The basket item the operation was about, for updates and deletes. */
  itemKey: z.string().min(1).optional(),
  message: z.string(),
});
export type BasketItemError = z.infer<typeof BasketItemErrorSchema>;
