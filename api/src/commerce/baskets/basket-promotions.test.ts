import type { Promotion } from '@lumen/domain';
import { describe, expect, it } from 'vitest';
import { basketPromotions } from './basket-promotions.ts';
import type { PromotionLine } from './basket-promotions.ts';

const schedule = { from: '2025-01-01T00:00:00Z', to: '2026-01-01T00:00:00Z' };

const gift = (id: string, priority: number, giftConditions: Record<string, number>): Promotion => ({
  id,
  name: id,
  schedule,
  isActive: true,
  priority,
  conditions: [],
  customData: { giftConditions },
  effect: {
    type: 'buy_x_get_y',
    additionalData: {
      eligibleItemsQuantity: 1,
      discountType: 'relative',
      discountValue: 100,
      discountDistribution: 'none',
      applicableItemSelectionType: 'variant_ids',
      maxCount: 1,
      maxCountType: 'single_item',
      variantIds: [9],
    },
  },
});

const discount = (id: string, priority: number, type: 'relative' | 'absolute', value: number): Promotion => ({
  id,
  name: id,
  schedule,
  isActive: true,
  priority,
  conditions: [],
  customData: {},
  effect: { type: 'automatic_discount', additionalData: { type, value } },
});

const line = (
  key: string,
  variantId: number,
  unitWithTax: number,
  promotionId: string | null,
  quantity = 1,
) => ({ key, variantId, unitWithTax, promotionId, quantity }) satisfies PromotionLine;

const outcome = (lines: PromotionLine[], promotions: Promotion[]) =>
  Object.fromEntries(
    [...basketPromotions(lines, promotions)].map(([key, result]) => [
      key,
      {
        valid: result.promotion.isValid,
        failed: result.promotion.failedConditions.map((condition) => condition.key),
        off: result.reductionPerPiece * result.discountedPieces,
      },
    ]),
  );

describe('§4 promotions of a basket', () => {
  it.each<[string, PromotionLine[], Promotion[], Record<string, unknown>]>([
    [
      'a gift applies once the rest reaches minOrderValue and minQuantity',
      [line('frame', 1, 12900, null), line('case', 9, 1500, 'gift')],
      [gift('gift', 1, { minOrderValue: 10000, minQuantity: 1 })],
      { case: { valid: true, failed: [], off: 1500 } },
    ],
    [
      'the gift itself does not count towards the value',
      [line('case', 9, 1500, 'gift', 1)],
      [gift('gift', 1, { minOrderValue: 1000 })],
      { case: { valid: false, failed: ['minOrderValue'], off: 0 } },
    ],
    [
      'the remaining quantity is checked too',
      [line('frame', 1, 12900, null), line('case', 9, 1500, 'gift')],
      [gift('gift', 1, { minQuantity: 2 })],
      { case: { valid: false, failed: ['minQuantity'], off: 0 } },
    ],
    [
      'only maxCount pieces of a gift are free',
      [line('frame', 1, 12900, null), line('case', 9, 1500, 'gift', 3)],
      [gift('gift', 1, {})],
      { case: { valid: true, failed: [], off: 1500 } },
    ],
    [
      'a gift promotion does not give another variant',
      [line('frame', 1, 12900, 'gift')],
      [gift('gift', 1, {})],
      { frame: { valid: false, failed: ['variantIds'], off: 0 } },
    ],
    [
      'a relative automatic discount takes its percentage of each piece',
      [line('frame', 1, 12900, 'ten', 2)],
      [discount('ten', 1, 'relative', 10)],
      { frame: { valid: true, failed: [], off: 2580 } },
    ],
    [
      'an absolute automatic discount never takes more than the piece',
      [line('cloth', 2, 500, 'big')],
      [discount('big', 1, 'absolute', 2000)],
      { cloth: { valid: true, failed: [], off: 500 } },
    ],
    [
      'the highest priority wins; the other fails on priority',
      [line('frame', 1, 12900, 'ten'), line('case', 9, 1500, 'gift')],
      [discount('ten', 5, 'relative', 10), gift('gift', 10, { minOrderValue: 10000 })],
      { frame: { valid: false, failed: ['priority'], off: 0 }, case: { valid: true, failed: [], off: 1500 } },
    ],
    ['a promotion that is not running is no promotion', [line('frame', 1, 12900, 'gone')], [], {}],
  ])('%s', (_case, lines, promotions, expected) => {
    expect(outcome(lines, promotions)).toEqual(expected);
  });

  it('reads minOrderValue beside giftConditions as well (§3)', () => {
    const promotion = { ...gift('gift', 1, {}), customData: { giftConditions: {}, minOrderValue: 20000 } };
    const result = outcome([line('frame', 1, 12900, null), line('case', 9, 1500, 'gift')], [promotion]);
    expect(result['case']).toMatchObject({ valid: false, failed: ['minOrderValue'] });
  });
});
