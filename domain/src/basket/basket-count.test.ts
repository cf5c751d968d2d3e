import { describe, expect, it } from 'vitest';
import { basketCount, countsInBasket } from './basket-count.ts';
import type { CountableBasketItem } from './basket-count.ts';

const line = (
  quantity: number,
  isSoldOut = false,
  itemGroup?: { isMainItem: boolean } | null,
): CountableBasketItem => ({ quantity, product: { isSoldOut }, itemGroup });

describe('§9 basket count excludes non-main group items and sold-out items', () => {
  it.each<[string, CountableBasketItem, boolean]>([
    ['ungrouped', line(1), true],
    ['null group', line(1, false, null), true],
    ['main item', line(1, false, { isMainItem: true }), true],
    ['sub-item', line(1, false, { isMainItem: false }), false],
    ['sold out', line(1, true), false],
    ['sold-out main item', line(1, true, { isMainItem: true }), false],
  ])('%s counts: %s', (_case, item, counts) => {
    expect(countsInBasket(item)).toBe(counts);
  });

  it.each<[string, CountableBasketItem[], number]>([
    ['empty basket', [], 0],
    ['quantities add up', [line(2), line(3)], 5],
    [
      'a pair of rx glasses counts once',
      [
        line(1, false, { isMainItem: true }),
        line(1, false, { isMainItem: false }),
        line(1, false, { isMainItem: false }),
      ],
      1,
    ],
    ['sold-out items are left out', [line(2), line(4, true)], 2],
    ['only sold-out items', [line(1, true)], 0],
  ])('%s: %i', (_case, items, count) => {
    expect(basketCount(items)).toBe(count);
  });
});
