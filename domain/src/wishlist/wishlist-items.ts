/**
 * What the wishlist rules read of an item: SCAYLE's `WishlistItem` keys it by `productId` and
 * `variantId` (null while no variant was chosen); both are set even when product data is not loaded.
 */
export interface WishlistEntry {
  productId: number;
  variantId: number | null;
}

/** Items are the same when product and variant match; an item without variant only matches another without. */
export function isSameWishlistEntry(a: WishlistEntry, b: WishlistEntry): boolean {
  return a.productId === b.productId && a.variantId === b.variantId;
}

export function findWishlistItem<T extends WishlistEntry>(
  items: readonly T[],
  entry: WishlistEntry,
): T | undefined {
  return items.find((item) => isSameWishlistEntry(item, entry));
}

export interface WishlistToggle<T> {
  items: T[];
  change: 'added' | 'removed';
}

/** §4: the heart toggles: an item on the wishlist is removed, one that is not is appended. */
export function toggleWishlistItem<T extends WishlistEntry>(items: readonly T[], item: T): WishlistToggle<T> {
  const remaining = items.filter((candidate) => !isSameWishlistEntry(candidate, item));
  return remaining.length < items.length
    ? { items: remaining, change: 'removed' }
    : { items: [...items, item], change: 'added' };
}

/**
 * §4 replace (e.g. another size or colour chosen on the wishlist): removes the previous item, then
 * adds the next one at the end, unless the wishlist already holds it.
 */
export function replaceWishlistItem<T extends WishlistEntry>(
  items: readonly T[],
  previous: WishlistEntry,
  next: T,
): T[] {
  const remaining = items.filter((candidate) => !isSameWishlistEntry(candidate, previous));
  return findWishlistItem(remaining, next) ? remaining : [...remaining, next];
}
