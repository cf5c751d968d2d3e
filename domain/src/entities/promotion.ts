import { z } from 'zod';
import { cmsColour } from '../navigation/cms-colour.ts';
import { CentAmountSchema, ReductionTypeSchema } from './price.ts';
import { CountSchema, EntityIdSchema, TimestampSchema } from './scalars.ts';

/**
 * Effect types of a promotion. §3 names buy_x_get_y and automatic_discount; the Storefront API
 * also sends combo_deal, which is accepted so that a promotions answer never fails on it.
 */
export const promotionEffectTypes = ['automatic_discount', 'buy_x_get_y', 'combo_deal'] as const;
export type PromotionEffectType = (typeof promotionEffectTypes)[number];

export const AutomaticDiscountEffectSchema = z.object({
  type: z.literal('automatic_discount'),
  additionalData: z.object({
    type: ReductionTypeSchema,
    /** Cents when `type` is absolute, a percentage when relative. */
    value: z.number().nonnegative(),
  }),
});

/** Buy X get Y: the gift promotion of §4; `variantIds` are the gifts that may be chosen. */
export const BuyXGetYEffectSchema = z.object({
  type: z.literal('buy_x_get_y'),
  additionalData: z.object({
    eligibleItemsQuantity: CountSchema,
    discountType: ReductionTypeSchema,
    discountValue: z.number().nonnegative(),
    discountDistribution: z.enum(['none', 'pro_rata']),
    applicableItemSelectionType: z.enum(['variant_ids', 'cheapest', 'random']),
    maxCount: CountSchema,
    maxCountType: z.enum([
      'per_eligible_items_quantity',
      'per_item_set',
      'single_item',
      'per_eligible_uniq_items',
    ]),
    variantIds: z.array(EntityIdSchema),
  }),
});

export const ComboDealEffectSchema = z.object({
  type: z.literal('combo_deal'),
  additionalData: z.object({
    price: CentAmountSchema,
    eligibleItemsQuantity: CountSchema,
    maxCountType: z.enum(['per_eligible_items_quantity', 'per_item_set', 'single_item']),
  }),
});

export const PromotionEffectSchema = z.discriminatedUnion('type', [
  AutomaticDiscountEffectSchema,
  BuyXGetYEffectSchema,
  ComboDealEffectSchema,
]);
export type PromotionEffect = z.infer<typeof PromotionEffectSchema>;

/** Whether a condition looks at one item or at the whole basket. */
export const promotionConditionLevels = ['item', 'global'] as const;

export const PromotionConditionSchema = z.object({
  level: z.enum(promotionConditionLevels),
  key: z.string(),
  condition: z.string(),
});
export type PromotionCondition = z.infer<typeof PromotionConditionSchema>;

/**
 * A colour typed into the Panel, read by the §5 rule (`cmsColour`: a hex colour after `#`). Anything
 * else is read as absent rather than failing the whole promotion.
 */
const PanelColorSchema = z.unknown().transform(cmsColour).optional();

/**
 * The §4 gift conditions: the pieces and the basket value in cents the rest of the basket must
 * reach. §3 lists `minOrderValue` beside `giftConditions.minQuantity`; it is read inside
 * `giftConditions`, where the gift rule (promotions/) reads both. Missing or null means no minimum.
 */
export const GiftConditionsSchema = z.looseObject({
  minQuantity: CountSchema.nullable().optional(),
  minOrderValue: CentAmountSchema.nullable().optional(),
});
export type GiftConditions = z.infer<typeof GiftConditionsSchema>;

/** The shop's promotion custom data (§3), configured per promotion in the Panel. Other keys are kept. */
export const PromotionCustomDataSchema = z.looseObject({
  /** The headline in parts, so the storefront can emphasise some (e.g. the discount). */
  headlineParts: z.array(z.string()).optional(),
  giftConditions: GiftConditionsSchema.nullable().optional(),
  /** The product the promotion advertises, by its promotion id. */
  product: z.looseObject({ promotionId: z.string().min(1) }).optional(),
  colorHex: PanelColorSchema,
  style: z.looseObject({ color: PanelColorSchema, backgroundColor: PanelColorSchema }).optional(),
});
export type PromotionCustomData = z.infer<typeof PromotionCustomDataSchema>;

/** The Promotion entity of §3, as the Storefront API's `Promotion` (`promotions`, basket items). */
export const PromotionSchema = z.object({
  id: z.string().min(1),
  code: z.string().optional(),
  name: z.string(),
  displayName: z.string().nullable().optional(),
  schedule: z.object({ from: TimestampSchema, to: TimestampSchema }),
  isActive: z.boolean(),
  effect: PromotionEffectSchema,
  conditions: z.array(PromotionConditionSchema),
  customData: PromotionCustomDataSchema,
  /** §4: when several promotions apply, the highest priority wins. */
  priority: z.number().int(),
});
export type Promotion = z.infer<typeof PromotionSchema>;

/** A promotion as a basket item carries it: with its validity for this basket (§3 isValid, failedConditions). */
export const BasketItemPromotionSchema = PromotionSchema.extend({
  isValid: z.boolean(),
  failedConditions: z.array(z.object({ key: z.string(), level: z.enum(promotionConditionLevels) })),
});
export type BasketItemPromotion = z.infer<typeof BasketItemPromotionSchema>;
