import { describe, expect, it } from 'vitest';
import { bestVariant, productBestVariant, tileAvailabilityStock } from './best-variant.ts';

/** A variant by id with its stock; `asap` = sellable without stock. */
const variant = (id: number, quantity: number, asap = false) => ({
  id,
  stock: { quantity, isSellableWithoutStock: asap },
});

describe('§4 the best variant: the one a shopper gets soonest, by availability tier', () => {
  it.each([
    { case: 'more than 5 in stock beats 1 to 5', variants: [variant(1, 3), variant(2, 6)], best: 2 },
    {
      case: '1 to 5 in stock beats sellable without stock',
      variants: [variant(1, 0, true), variant(2, 1)],
      best: 2,
    },
    {
      case: 'sellable without stock beats not available',
      variants: [variant(1, 0), variant(2, 0, true)],
      best: 2,
    },
    {
      case: 'stock and sellable without stock ranks by the stock',
      variants: [variant(1, 0, true), variant(2, 7, true)],
      best: 2,
    },
    {
      case: 'an oversold variant counts as none in stock',
      variants: [variant(1, -4), variant(2, 0, true)],
      best: 2,
    },
    {
      case: 'of two in the same tier the first (6 and 40 pieces)',
      variants: [variant(1, 6), variant(2, 40)],
      best: 1,
    },
    {
      case: 'of two in the same tier the first (3 and 1 pieces)',
      variants: [variant(1, 0), variant(2, 3), variant(3, 1)],
      best: 2,
    },
    { case: 'of none available the first', variants: [variant(1, 0), variant(2, -1)], best: 1 },
    { case: 'one variant is its own best', variants: [variant(7, 0)], best: 7 },
  ])('$case', ({ variants, best }) => {
    expect(bestVariant(variants)?.id).toBe(best);
  });

  it.each([{ variants: [] }, { variants: null }, { variants: undefined }])(
    'none without variants ($variants)',
    ({ variants }) => {
      expect(bestVariant(variants)).toBeUndefined();
    },
  );

  it('a tile carries its best variant; a whole product is read from its variants', () => {
    expect(productBestVariant({ bestVariant: variant(9, 2) })).toEqual(variant(9, 2));
    expect(productBestVariant({ variants: [variant(1, 0), variant(2, 2)] })).toEqual(variant(2, 2));
    expect(productBestVariant({})).toBeUndefined();
  });
});

describe('§4 §9 the availability a listing card names: its best variant’s, beyond "can be ordered"', () => {
  it.each([
    { case: 'in stock (more than 5): no line', variants: [variant(1, 0), variant(2, 12)], stock: undefined },
    { case: 'exactly 6 (above the threshold 5): no line', variants: [variant(1, 6)], stock: undefined },
    {
      case: 'the last pieces of the best variant (5 is low stock)',
      variants: [variant(1, 0), variant(2, 5)],
      stock: { quantity: 5, isSellableWithoutStock: false },
    },
    {
      case: 'the last pieces, first of equals',
      variants: [variant(1, 0), variant(2, 3), variant(3, 1)],
      stock: { quantity: 3, isSellableWithoutStock: false },
    },
    {
      case: 'low stock beats sellable without stock',
      variants: [variant(1, 0, true), variant(2, 1)],
      stock: { quantity: 1, isSellableWithoutStock: false },
    },
    {
      case: 'sellable without stock: no line',
      variants: [variant(1, 0), variant(2, 0, true)],
      stock: undefined,
    },
    {
      case: 'nothing to deliver when no variant can be ordered',
      variants: [variant(1, 0), variant(2, -2)],
      stock: { quantity: 0, isSellableWithoutStock: false },
    },
    { case: 'no variants: no line', variants: [], stock: undefined },
  ])('$case', ({ variants, stock }) => {
    expect(tileAvailabilityStock({ variants })).toEqual(stock);
    // A tile carrying only the best variant says the same as the whole product.
    const best = bestVariant(variants);
    expect(tileAvailabilityStock(best ? { bestVariant: best } : {})).toEqual(stock);
  });
});
