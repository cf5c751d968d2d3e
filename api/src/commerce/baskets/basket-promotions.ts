import { giftPromotionOf, giftPromotionProgress, winningGiftPromotion } from '@lumen/domain';
import type { BasketItemPromotion, Promotion, PromotionEffect } from '@lumen/domain';

/** What the promotion rules read of a basket line: its promotion and its value before promotions. */
export interface PromotionLine {
  key: string;
  variantId: number;
  quantity: number;
  promotionId: string | null;
  /** Cents with tax of one piece after sale and campaign, before any promotion. */
  unitWithTax: number;
}

/** A line's promotion as the basket answers it, and the reduction it earns (0 when not valid). */
export interface LinePromotion {
  promotion: BasketItemPromotion;
  /** Cents taken off each discounted piece. */
  reductionPerPiece: number;
  /** How many pieces of the line the reduction applies to. */
  discountedPieces: number;
}

type FailedCondition = BasketItemPromotion['failedConditions'][number];

/** Whether a buy-x-get-y gift may be this variant; other effects take any variant. */
export function promotionFitsVariant(effect: PromotionEffect, variantId: number): boolean {
  return effect.type !== 'buy_x_get_y' || effect.additionalData.variantIds.includes(variantId);
}

/** Cents one piece of `unitWithTax` loses to the effect, never more than the piece costs. */
function reductionPerPiece(effect: PromotionEffect, unitWithTax: number): number {
  switch (effect.type) {
    case 'automatic_discount': {
      const { type, value } = effect.additionalData;
      return type === 'relative'
        ? Math.round((unitWithTax * Math.min(value, 100)) / 100)
        : Math.min(unitWithTax, value);
    }
    case 'buy_x_get_y': {
      const { discountType, discountValue } = effect.additionalData;
      return discountType === 'relative'
        ? Math.round((unitWithTax * Math.min(discountValue, 100)) / 100)
        : Math.min(unitWithTax, discountValue);
    }
    case 'combo_deal':
      // A combo price needs a set of items; the shop runs no combo deals, so none is granted.
      return 0;
  }
}

function discountedPieces(effect: PromotionEffect, quantity: number): number {
  if (effect.type !== 'buy_x_get_y') return quantity;
  const { maxCount } = effect.additionalData;
  return maxCount > 0 ? Math.min(quantity, maxCount) : quantity;
}

/**
 * §4 promotions of a basket. A line takes part in the promotion its `promotionId` names (the
 * product advertises it, the storefront adds the item with it). A promotion is valid when the §4
 * gift rule holds (its product is in the basket, the rest of the basket reaches minOrderValue and
 * minQuantity); of the valid ones the highest priority wins (domain `winningGiftPromotion`) and only
 * its lines are reduced. The others answer `isValid: false` with the conditions they fail.
 * Conditions written as expressions (`promotion.conditions`) are shown, not evaluated.
 */
export function basketPromotions(
  lines: readonly PromotionLine[],
  activePromotions: readonly Promotion[],
): Map<string, LinePromotion> {
  const byId = new Map(activePromotions.map((promotion) => [promotion.id, promotion]));
  // A line whose variant is no gift of its promotion does not take part in it.
  const taking = lines.filter((line) => {
    const promotion = line.promotionId === null ? undefined : byId.get(line.promotionId);
    return promotion !== undefined && promotionFitsVariant(promotion.effect, line.variantId);
  });
  const items = lines.map((line) => ({
    quantity: line.quantity,
    promotionId: taking.includes(line) ? line.promotionId : null,
    price: { total: { withTax: line.unitWithTax * line.quantity } },
  }));
  const inBasket = [...new Set(taking.map((line) => line.promotionId))].flatMap((id) => {
    const promotion = id === null ? undefined : byId.get(id);
    return promotion ? [giftPromotionOf(promotion)] : [];
  });
  const winner = winningGiftPromotion(inBasket, items);
  const winnerId = winner.ok ? winner.progress.promotion.id : undefined;

  const result = new Map<string, LinePromotion>();
  for (const line of lines) {
    const promotion = line.promotionId === null ? undefined : byId.get(line.promotionId);
    if (!promotion) continue;
    const failed: FailedCondition[] = [];
    if (!promotionFitsVariant(promotion.effect, line.variantId)) {
      failed.push({ key: 'variantIds', level: 'item' });
    } else {
      const progress = giftPromotionProgress(giftPromotionOf(promotion), items);
      if (progress.remainingAmount > 0) failed.push({ key: 'minOrderValue', level: 'global' });
      if (progress.remainingQuantity > 0) failed.push({ key: 'minQuantity', level: 'global' });
      if (failed.length === 0 && promotion.id !== winnerId) failed.push({ key: 'priority', level: 'global' });
    }
    const isValid = failed.length === 0;
    result.set(line.key, {
      promotion: { ...promotion, isValid, failedConditions: failed },
      reductionPerPiece: isValid ? reductionPerPiece(promotion.effect, line.unitWithTax) : 0,
      discountedPieces: isValid ? discountedPieces(promotion.effect, line.quantity) : 0,
    });
  }
  return result;
}
