import { PromotionSchema } from '@lumen/domain';
import type { Promotion, ShopIdentity } from '@lumen/domain';
import type { Promotion as WirePromotion } from '@scayle/storefront-api';
import type { PromotionRow } from './catalog-rows.ts';
import { wireTimestamp } from './project-timestamp.ts';
import { localized, textLanguageOf } from './text-language.ts';

/**
 * A gift promotion's row names only what differs between gifts (`variantIds`, `maxCount`); the
 * rest of the SDK's buy-x-get-y effect is the same for every gift: one chosen variant, free.
 */
const giftEffectDefaults = {
  eligibleItemsQuantity: 1,
  discountType: 'relative',
  discountValue: 100,
  discountDistribution: 'none',
  applicableItemSelectionType: 'variant_ids',
  maxCount: 1,
  maxCountType: 'single_item',
  variantIds: [],
};

function completeEffect(effect: Record<string, unknown>): Record<string, unknown> {
  if (effect['type'] !== 'buy_x_get_y') return effect;
  const stored = effect['additionalData'];
  return {
    ...effect,
    additionalData: {
      ...giftEffectDefaults,
      ...(typeof stored === 'object' && stored !== null ? stored : {}),
    },
  };
}

/** A promotion's name as the shop shows it. */
export function promotionName(
  row: Pick<PromotionRow, 'name' | 'names'>,
  shop: Pick<ShopIdentity, 'language' | 'locale'>,
): string {
  return localized(row.names ?? { de: row.name }, shop);
}

/**
 * The headline parts in the shop's language: the seed stores them for every language beside the
 * German `headlineParts`, which a promotion made in the Panel may have alone.
 */
function shopCustomData(
  customData: Record<string, unknown>,
  shop: Pick<ShopIdentity, 'language' | 'locale'>,
): Record<string, unknown> {
  const byLanguage = customData['headlinePartsByLanguage'];
  if (typeof byLanguage !== 'object' || byLanguage === null) return customData;
  const stored = byLanguage as Record<string, unknown>;
  const parts = stored[textLanguageOf(shop)] ?? stored[shop.language];
  return Array.isArray(parts) ? { ...customData, headlineParts: parts } : customData;
}

/**
 * The Storefront API's `Promotion` of a promotions row in the shop's language, checked with the
 * domain schema; undefined when the row does not make one (a promotion edited by hand into an
 * unknown effect), so that the caller can leave it out and say so.
 */
export function projectPromotion(
  row: PromotionRow,
  shop: Pick<ShopIdentity, 'language' | 'locale'>,
): Promotion | undefined {
  const displayName = promotionName(row, shop);
  const parsed = PromotionSchema.safeParse({
    id: row.id,
    ...(row.code ? { code: row.code } : {}),
    name: displayName,
    displayName,
    schedule: { from: row.startAt, to: row.endAt },
    isActive: row.isActive,
    effect: completeEffect(row.effect),
    conditions: row.conditions,
    customData: shopCustomData(row.customData, shop),
    priority: row.priority,
  });
  return parsed.success ? parsed.data : undefined;
}

/** The checked promotion as the SDK types it (its schedule under the SDK's date brand). */
export function wirePromotion(promotion: Promotion): WirePromotion {
  return {
    ...promotion,
    schedule: { from: wireTimestamp(promotion.schedule.from), to: wireTimestamp(promotion.schedule.to) },
  };
}
