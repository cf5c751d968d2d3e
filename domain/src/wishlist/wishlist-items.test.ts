import { describe, expect, it } from 'vitest';
import {
  findWishlistItem,
  isSameWishlistEntry,
  replaceWishlistItem,
  toggleWishlistItem,
} from './wishlist-items.ts';
import type { WishlistEntry } from './wishlist-items.ts';

interface Item extends WishlistEntry {
  key: string;
}

const item = (key: string, productId: number, variantId: number | null = null): Item => ({
  key,
  productId,
  variantId,
});
const entry = (productId: number, variantId: number | null = null): WishlistEntry => ({
  productId,
  variantId,
});
const keys = (items: readonly Item[]) => items.map((current) => current.key);

const wishlist: readonly Item[] = Object.freeze([item('a', 1), item('b', 2, 20), item('c', 3, 30)]);

describe('§4 wishlist items are keyed by product and variant', () => {
  it.each<[WishlistEntry, WishlistEntry, boolean]>([
    [entry(1), entry(1), true],
    [entry(1, 10), entry(1, 10), true],
    [entry(1, 10), entry(1, 11), false],
    [entry(1, 10), entry(1), false],
    [entry(1), entry(1, 10), false],
    [entry(1), entry(2), false],
    [entry(1, 10), entry(2, 10), false],
  ])('%o and %o are the same: %s', (a, b, same) => {
    expect(isSameWishlistEntry(a, b)).toBe(same);
  });

  it.each<[WishlistEntry, string | undefined]>([
    [entry(2, 20), 'b'],
    [entry(1), 'a'],
    [entry(2), undefined],
    [entry(9), undefined],
  ])('finds %o as %s', (wanted, key) => {
    expect(findWishlistItem(wishlist, wanted)?.key).toBe(key);
  });
});

describe('§4 wishlist toggle adds or removes', () => {
  it.each<[string, Item, string[], 'added' | 'removed']>([
    ['a new product is appended', item('n', 9), ['a', 'b', 'c', 'n'], 'added'],
    ['another variant of a held product is appended', item('n', 2, 21), ['a', 'b', 'c', 'n'], 'added'],
    ['a held product is removed', item('n', 1), ['b', 'c'], 'removed'],
    ['a held variant is removed', item('n', 2, 20), ['a', 'c'], 'removed'],
    ['the last one is removed', item('n', 3, 30), ['a', 'b'], 'removed'],
  ])('%s', (_case, toggled, expected, change) => {
    const result = toggleWishlistItem(wishlist, toggled);
    expect(keys(result.items)).toEqual(expected);
    expect(result.change).toBe(change);
    expect(keys(wishlist)).toEqual(['a', 'b', 'c']);
  });

  it('toggling twice restores the wishlist', () => {
    const once = toggleWishlistItem(wishlist, item('n', 9));
    expect(keys(toggleWishlistItem(once.items, item('m', 9)).items)).toEqual(['a', 'b', 'c']);
  });

  it('toggles on an empty wishlist', () => {
    expect(toggleWishlistItem([], item('n', 1))).toEqual({ items: [item('n', 1)], change: 'added' });
  });
});

describe('§4 wishlist replace removes then adds', () => {
  it.each<[string, WishlistEntry, Item, string[]]>([
    ['another variant', entry(2, 20), item('n', 2, 21), ['a', 'c', 'n']],
    ['a variant for a product saved without one', entry(1), item('n', 1, 10), ['b', 'c', 'n']],
    ['the previous item is not there: only adds', entry(9), item('n', 4), ['a', 'b', 'c', 'n']],
    ['the next item is already there: only removes', entry(1), item('n', 3, 30), ['b', 'c']],
    ['replacing an item by itself keeps it, at the end', entry(1), item('n', 1), ['b', 'c', 'n']],
  ])('%s', (_case, previous, next, expected) => {
    expect(keys(replaceWishlistItem(wishlist, previous, next))).toEqual(expected);
    expect(keys(wishlist)).toEqual(['a', 'b', 'c']);
  });
});
