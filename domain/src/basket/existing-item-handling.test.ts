import { describe, expect, it } from 'vitest';
import { existingItemHandlings, isSameBasketItem, mergeBasketItem } from './existing-item-handling.ts';
import type { BasketMergeEffect, ExistingItemHandling } from './existing-item-handling.ts';

interface Item {
  key: string;
  quantity: number;
  variant: { id: number };
  itemGroup?: { id: string; isMainItem: boolean; isRequired: boolean } | null;
  displayData?: string;
}

const item = (key: string, variantId: number, quantity: number, groupId?: string): Item => ({
  key,
  quantity,
  variant: { id: variantId },
  ...(groupId === undefined ? {} : { itemGroup: { id: groupId, isMainItem: true, isRequired: true } }),
});

/** Basket lines as `key:variant:quantity`, in order. */
const lines = (items: readonly Item[]) => items.map((i) => `${i.key}:${i.variant.id}:${i.quantity}`);

const basket: readonly Item[] = Object.freeze([
  Object.freeze({ ...item('a', 10, 2), displayData: 'kept' }),
  Object.freeze(item('b', 20, 1)),
  Object.freeze(item('c', 10, 1, 'rx-1')),
]);

describe('§4 basket merge modes (existingItemHandling)', () => {
  it('uses the values of SCAYLE’s SDK', () => {
    expect(existingItemHandlings).toEqual([
      'KeepExisting',
      'AddQuantityToExisting',
      'ReplaceExisting',
      'ReplaceExistingWithCombinedQuantity',
    ]);
  });

  it.each<[ExistingItemHandling, Item, string[], BasketMergeEffect]>([
    // A new variant is appended in every mode; quantity 0 adds nothing.
    ['KeepExisting', item('n', 30, 1), ['a:10:2', 'b:20:1', 'c:10:1', 'n:30:1'], 'added'],
    ['AddQuantityToExisting', item('n', 30, 2), ['a:10:2', 'b:20:1', 'c:10:1', 'n:30:2'], 'added'],
    ['ReplaceExisting', item('n', 30, 1), ['a:10:2', 'b:20:1', 'c:10:1', 'n:30:1'], 'added'],
    [
      'ReplaceExistingWithCombinedQuantity',
      item('n', 30, 3),
      ['a:10:2', 'b:20:1', 'c:10:1', 'n:30:3'],
      'added',
    ],
    ['ReplaceExisting', item('n', 30, 0), ['a:10:2', 'b:20:1', 'c:10:1'], 'nothing_added'],
    ['AddQuantityToExisting', item('n', 30, 0), ['a:10:2', 'b:20:1', 'c:10:1'], 'nothing_added'],
    // A match: same variant, no group.
    ['KeepExisting', item('n', 10, 5), ['a:10:2', 'b:20:1', 'c:10:1'], 'kept_existing'],
    ['KeepExisting', item('n', 10, 0), ['a:10:2', 'b:20:1', 'c:10:1'], 'kept_existing'],
    ['AddQuantityToExisting', item('n', 10, 3), ['a:10:5', 'b:20:1', 'c:10:1'], 'quantity_added'],
    ['AddQuantityToExisting', item('n', 10, 0), ['a:10:2', 'b:20:1', 'c:10:1'], 'quantity_added'],
    ['ReplaceExisting', item('n', 10, 3), ['b:20:1', 'c:10:1', 'n:10:3'], 'replaced'],
    ['ReplaceExisting', item('n', 10, 0), ['b:20:1', 'c:10:1'], 'removed'],
    ['ReplaceExistingWithCombinedQuantity', item('n', 10, 3), ['b:20:1', 'c:10:1', 'n:10:5'], 'replaced'],
    ['ReplaceExistingWithCombinedQuantity', item('n', 10, 0), ['b:20:1', 'c:10:1', 'n:10:2'], 'replaced'],
    // A grouped item matches only the same variant in the same group.
    ['AddQuantityToExisting', item('n', 10, 1, 'rx-1'), ['a:10:2', 'b:20:1', 'c:10:2'], 'quantity_added'],
    ['ReplaceExisting', item('n', 10, 4, 'rx-1'), ['a:10:2', 'b:20:1', 'n:10:4'], 'replaced'],
    ['AddQuantityToExisting', item('n', 10, 1, 'rx-2'), ['a:10:2', 'b:20:1', 'c:10:1', 'n:10:1'], 'added'],
    ['KeepExisting', item('n', 20, 1, 'rx-1'), ['a:10:2', 'b:20:1', 'c:10:1', 'n:20:1'], 'added'],
  ])('%s with %j gives %j (%s)', (handling, incoming, expected, effect) => {
    const merged = mergeBasketItem(basket, incoming, handling);
    expect(lines(merged.items)).toEqual(expected);
    expect(merged.effect).toBe(effect);
  });

  it('AddQuantityToExisting keeps the existing item’s key and data', () => {
    const merged = mergeBasketItem(
      basket,
      { ...item('n', 10, 1), displayData: 'new' },
      'AddQuantityToExisting',
    );
    expect(merged.items[0]).toEqual({ key: 'a', quantity: 3, variant: { id: 10 }, displayData: 'kept' });
  });

  it('ReplaceExistingWithCombinedQuantity takes the incoming item’s key and data', () => {
    const incoming = { ...item('n', 10, 1), displayData: 'new' };
    const merged = mergeBasketItem(basket, incoming, 'ReplaceExistingWithCombinedQuantity');
    expect(merged.items.at(-1)).toEqual({ key: 'n', quantity: 3, variant: { id: 10 }, displayData: 'new' });
  });

  it('merges into the first match only', () => {
    const twice = [item('a', 10, 1), item('b', 10, 1)];
    expect(lines(mergeBasketItem(twice, item('n', 10, 1), 'AddQuantityToExisting').items)).toEqual([
      'a:10:2',
      'b:10:1',
    ]);
  });

  it('treats a null item group as no group', () => {
    const ungrouped = [{ ...item('a', 10, 1), itemGroup: null }];
    expect(lines(mergeBasketItem(ungrouped, item('n', 10, 1), 'AddQuantityToExisting').items)).toEqual([
      'a:10:2',
    ]);
  });

  it.each(existingItemHandlings)('%s never changes the input and returns a new list', (handling) => {
    for (const incoming of [item('n', 10, 2), item('n', 10, 0), item('n', 30, 1), item('n', 30, 0)]) {
      const merged = mergeBasketItem(basket, incoming, handling);
      expect(merged.items).not.toBe(basket);
    }
    expect(lines(basket)).toEqual(['a:10:2', 'b:20:1', 'c:10:1']);
  });

  it.each([-1, 1.5, Number.NaN])('refuses the quantity %s', (quantity) => {
    expect(() => mergeBasketItem(basket, item('n', 10, quantity), 'KeepExisting')).toThrow(
      new RangeError(`Basket quantity must be a whole number of at least 0, got ${quantity}`),
    );
  });
});

describe('§4 matching basket items by variant and item group', () => {
  it.each<[Item, Item, boolean]>([
    [item('a', 1, 1), item('b', 1, 3), true],
    [item('a', 1, 1), item('b', 2, 1), false],
    [item('a', 1, 1, 'g'), item('b', 1, 1, 'g'), true],
    [item('a', 1, 1, 'g'), item('b', 1, 1, 'h'), false],
    [item('a', 1, 1, 'g'), item('b', 1, 1), false],
    [item('a', 1, 1), item('b', 1, 1, 'g'), false],
  ])('%j and %j match: %s', (a, b, same) => {
    expect(isSameBasketItem(a, b)).toBe(same);
  });
});
