/**
 * What the gift rule reads of a promotion (SCAYLE `Promotion`). §3 lists the conditions in its
 * customData: `giftConditions.minQuantity` and, beside it, `minOrderValue` in cents.
 */
export interface GiftPromotion {
  id: string;
  priority: number;
  customData: {
    /** Pieces the rest of the basket must hold; missing means no minimum. */
    giftConditions?: { minQuantity?: number | null | undefined } | null | undefined;
    /** Value in cents the rest of the basket must reach; missing means no minimum. */
    minOrderValue?: number | null | undefined;
  };
}

/** What the gift rule reads of a basket item (SCAYLE `BasketItem`: promotionId, price.total in cents). */
export interface GiftBasketItem {
  quantity: number;
  promotionId?: string | null | undefined;
  price: { total: { withTax: number } };
}

/** How far the basket is from a gift promotion; amounts in cents. */
export interface GiftPromotionProgress<P extends GiftPromotion = GiftPromotion> {
  promotion: P;
  /** The promotion's product sits in the basket (an item carries the promotion's id). */
  productInBasket: boolean;
  /** What the rest of the basket is worth and holds. */
  basketValue: number;
  basketQuantity: number;
  /** Still to spend and still to add before the conditions hold, never below 0. */
  remainingAmount: number;
  remainingQuantity: number;
  applies: boolean;
}

/**
 * §4 gift promotion: it applies when its product is in the basket, the basket value reaches
 * minOrderValue and the quantity reaches minQuantity. The promotion's own items (those carrying
 * its id) do not count towards value and quantity, or adding the gift would earn itself.
 */
export function giftPromotionProgress<P extends GiftPromotion>(
  promotion: P,
  items: readonly GiftBasketItem[],
): GiftPromotionProgress<P> {
  const own = items.filter((item) => item.promotionId === promotion.id);
  const rest = items.filter((item) => item.promotionId !== promotion.id);
  const basketValue = rest.reduce((sum, item) => sum + item.price.total.withTax, 0);
  const basketQuantity = rest.reduce((sum, item) => sum + item.quantity, 0);
  const { giftConditions, minOrderValue } = promotion.customData;
  const remainingAmount = Math.max(0, (minOrderValue ?? 0) - basketValue);
  const remainingQuantity = Math.max(0, (giftConditions?.minQuantity ?? 0) - basketQuantity);
  const productInBasket = own.length > 0;
  return {
    promotion,
    productInBasket,
    basketValue,
    basketQuantity,
    remainingAmount,
    remainingQuantity,
    applies: productInBasket && remainingAmount === 0 && remainingQuantity === 0,
  };
}

export type WinningGiftPromotion<P extends GiftPromotion> =
  { ok: true; progress: GiftPromotionProgress<P> } | { ok: false; reason: 'none_applies' };

/** §4: among the gift promotions that apply, the highest priority wins; on a tie the first listed. */
export function winningGiftPromotion<P extends GiftPromotion>(
  promotions: readonly P[],
  items: readonly GiftBasketItem[],
): WinningGiftPromotion<P> {
  let best: GiftPromotionProgress<P> | undefined;
  for (const promotion of promotions) {
    const progress = giftPromotionProgress(promotion, items);
    if (progress.applies && (best === undefined || promotion.priority > best.promotion.priority))
      best = progress;
  }
  return best === undefined ? { ok: false, reason: 'none_applies' } : { ok: true, progress: best };
}

/** What `giftPromotionOf` reads of a §3 Promotion (the Panel's custom data, other keys kept). */
export interface PromotionWithGiftConditions {
  id: string;
  priority: number;
  customData: {
    giftConditions?:
      | { minQuantity?: number | null | undefined; minOrderValue?: number | null | undefined }
      | null
      | undefined;
    [key: string]: unknown;
  };
}

/**
 * §3/§4 a Promotion as the gift rule reads it: the Panel keeps `minOrderValue` inside
 * `giftConditions` (domain `GiftConditionsSchema`), §3 lists it beside; either place counts, the
 * inner one first. The promotion itself travels along as `source`.
 */
export function giftPromotionOf<P extends PromotionWithGiftConditions>(
  promotion: P,
): GiftPromotion & { source: P } {
  const conditions = promotion.customData.giftConditions;
  const outer = promotion.customData['minOrderValue'];
  return {
    id: promotion.id,
    priority: promotion.priority,
    customData: {
      giftConditions: conditions ?? null,
      minOrderValue: conditions?.minOrderValue ?? (typeof outer === 'number' ? outer : null),
    },
    source: promotion,
  };
}
