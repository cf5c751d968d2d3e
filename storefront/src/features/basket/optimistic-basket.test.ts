import { describe, expect, it } from 'vitest';
import type { Basket, BasketItem } from '@lumen/domain';
import { withQuantity, withoutItems } from './optimistic-basket.ts';

/** The fields the optimistic changes touch; the rest of an item is carried along untouched. */
function item(key: string, quantity: number, unit: number): BasketItem {
  const price = (cents: number) => ({ withTax: cents, withoutTax: Math.round(cents / 1.19) });
  return {
    key,
    quantity,
    price: { unit: price(unit), total: price(unit * quantity) },
  } as unknown as BasketItem;
}

const basket = {
  key: 'b',
  items: [item('a', 1, 1000), item('frame', 1, 5000), item('lens', 1, 2000)],
} as Basket;

describe('§2 the basket page’s optimistic changes (rolled back on a refusal)', () => {
  it.each([
    [3, 3000],
    [1, 1000],
    [10, 10000],
  ])('a quantity of %i makes the line total %i, the other lines untouched', (quantity, total) => {
    const changed = withQuantity(basket, 'a', quantity);
    expect(changed.items[0]).toMatchObject({ quantity, price: { total: { withTax: total } } });
    expect(changed.items.slice(1)).toEqual(basket.items.slice(1));
    expect(basket.items[0]?.quantity).toBe(1);
  });

  it('§3 removing a frame takes its lens sub-items along', () => {
    expect(withoutItems(basket, ['frame', 'lens']).items.map((line) => line.key)).toEqual(['a']);
  });

  it('an unknown key changes nothing', () => {
    expect(withQuantity(basket, 'gone', 2).items).toEqual(basket.items);
    expect(withoutItems(basket, ['gone']).items).toEqual(basket.items);
  });
});
