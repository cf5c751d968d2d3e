import { describe, expect, it } from 'vitest';
import { giftPromotionOf, giftPromotionProgress, winningGiftPromotion } from './gift-promotion.ts';
import type { GiftBasketItem, GiftPromotion, PromotionWithGiftConditions } from './gift-promotion.ts';

type Conditions = { minOrderValue?: number | null; minQuantity?: number | null } | null | undefined;

/** A gift promotion; conditions sit where §3 puts them: minQuantity in giftConditions, minOrderValue beside it. */
const promotion = (id: string, priority: number, conditions: Conditions): GiftPromotion => ({
  id,
  priority,
  customData:
    conditions === undefined || conditions === null
      ? { giftConditions: conditions }
      : { giftConditions: { minQuantity: conditions.minQuantity }, minOrderValue: conditions.minOrderValue },
});

const item = (withTax: number, quantity = 1, promotionId?: string | null): GiftBasketItem => ({
  quantity,
  promotionId,
  price: { total: { withTax } },
});

const caseGift = promotion('gift-case', 1, { minOrderValue: 5000, minQuantity: 2 });
const gift = item(0, 1, 'gift-case');

describe('§4 gift promotion (money in cents)', () => {
  it.each<[string, GiftBasketItem[], boolean, number, number, number, number]>([
    // case, basket, applies, value, quantity, remaining amount, remaining quantity
    ['conditions met exactly', [gift, item(2500), item(2500)], true, 5000, 2, 0, 0],
    ['conditions exceeded', [item(9900, 3), gift], true, 9900, 3, 0, 0],
    ['one cent short', [gift, item(2500), item(2499)], false, 4999, 2, 1, 0],
    ['one piece short', [gift, item(5000)], false, 5000, 1, 0, 1],
    ['both short', [gift, item(1000)], false, 1000, 1, 4000, 1],
    ['gift not in the basket', [item(9900, 3)], false, 9900, 3, 0, 0],
    ['empty basket', [], false, 0, 0, 5000, 2],
    ['only the gift: it does not earn itself', [item(6000, 2, 'gift-case')], false, 0, 0, 5000, 2],
    ['another promotion’s item counts', [gift, item(5000, 2, 'other')], true, 5000, 2, 0, 0],
    ['an item with a null promotion counts', [gift, item(5000, 2, null)], true, 5000, 2, 0, 0],
  ])('%s', (_case, items, applies, basketValue, basketQuantity, remainingAmount, remainingQuantity) => {
    expect(giftPromotionProgress(caseGift, items)).toEqual({
      promotion: caseGift,
      productInBasket: items.some((entry) => entry.promotionId === 'gift-case'),
      basketValue,
      basketQuantity,
      remainingAmount,
      remainingQuantity,
      applies,
    });
  });

  it.each<[string, Conditions, boolean, number, number]>([
    ['no conditions', undefined, true, 0, 0],
    ['null conditions', null, true, 0, 0],
    ['only a minimum value', { minOrderValue: 3000 }, false, 2000, 0],
    ['only a minimum quantity', { minQuantity: 3 }, false, 0, 2],
    ['null minimums', { minOrderValue: null, minQuantity: null }, true, 0, 0],
    ['empty gift conditions', {}, true, 0, 0],
  ])('%s', (_case, conditions, applies, remainingAmount, remainingQuantity) => {
    const progress = giftPromotionProgress(promotion('p', 1, conditions), [item(1000), item(0, 1, 'p')]);
    expect(progress).toMatchObject({ applies, remainingAmount, remainingQuantity, productInBasket: true });
  });
});

describe('§3 gift conditions in the promotion custom data', () => {
  it('reads minOrderValue beside giftConditions', () => {
    const shaped: GiftPromotion = {
      id: 'p',
      priority: 1,
      customData: { giftConditions: { minQuantity: 1 }, minOrderValue: 1500 },
    };
    expect(giftPromotionProgress(shaped, [item(1000), item(0, 1, 'p')])).toMatchObject({
      applies: false,
      remainingAmount: 500,
      remainingQuantity: 0,
    });
  });
});

describe('§4 the highest-priority applicable gift promotion wins', () => {
  const low = promotion('low', 1, { minOrderValue: 1000 });
  const high = promotion('high', 5, { minOrderValue: 1000 });
  const higher = promotion('higher', 9, { minOrderValue: 1000 });
  const unreachable = promotion('unreachable', 99, { minOrderValue: 100000 });
  const tie = promotion('tie', 5, { minOrderValue: 0 });
  const basketWith = (...ids: string[]) => [item(2000, 2), ...ids.map((id) => item(0, 1, id))];

  it.each<[string, GiftPromotion[], GiftBasketItem[], string | undefined]>([
    ['higher priority wins', [low, high], basketWith('low', 'high'), 'high'],
    ['order does not matter', [higher, low, high], basketWith('low', 'high', 'higher'), 'higher'],
    [
      'a promotion that does not apply cannot win',
      [low, unreachable],
      basketWith('low', 'unreachable'),
      'low',
    ],
    ['a gift not in the basket cannot win', [low, high], basketWith('low'), 'low'],
    ['on a tie the first listed wins', [high, tie], basketWith('high', 'tie'), 'high'],
    ['on a tie the first listed wins, other order', [tie, high], basketWith('high', 'tie'), 'tie'],
    ['negative priorities', [promotion('a', -3, {}), promotion('b', -1, {})], basketWith('a', 'b'), 'b'],
    ['none applies', [unreachable], basketWith('unreachable'), undefined],
    ['no promotions', [], basketWith(), undefined],
  ])('%s', (_case, promotions, items, winner) => {
    const result = winningGiftPromotion(promotions, items);
    if (winner === undefined) {
      expect(result).toEqual({ ok: false, reason: 'none_applies' });
    } else {
      expect(result.ok).toBe(true);
      expect(result.ok && result.progress.promotion.id).toBe(winner);
      expect(result.ok && result.progress.applies).toBe(true);
    }
  });
});

describe('§3/§4 giftPromotionOf: minOrderValue inside giftConditions (the Panel) or beside it (§3)', () => {
  it.each<[string, PromotionWithGiftConditions['customData'], number | null, number]>([
    // case, custom data, min order value read, remaining amount for a basket worth 3000
    ['inside giftConditions', { giftConditions: { minQuantity: 1, minOrderValue: 5000 } }, 5000, 2000],
    ['beside giftConditions', { giftConditions: { minQuantity: 1 }, minOrderValue: 4000 }, 4000, 1000],
    ['inside wins over beside', { giftConditions: { minOrderValue: 3500 }, minOrderValue: 9000 }, 3500, 500],
    ['neither: no minimum', { giftConditions: { minQuantity: 1 } }, null, 0],
    ['a non-number beside is ignored', { giftConditions: null, minOrderValue: '5000' }, null, 0],
  ])('%s', (_case, customData, minOrderValue, remaining) => {
    const gift = giftPromotionOf({ id: 'p', priority: 1, customData });
    expect(gift.customData.minOrderValue).toBe(minOrderValue);
    expect(giftPromotionProgress(gift, [item(3000)]).remainingAmount).toBe(remaining);
  });
});
