/**
 * The ROPO basket (§3, §4: reserve online, pick up in a branch): a fixed row of slots, one per
 * article the shop lets a shopper reserve, each empty or holding a product and variant. Slots keep
 * their positions so the page can show the row as it was filled.
 */

/** What the ROPO basket reads of an article: the product and variant ids. */
export interface RopoArticle {
  product: { id: number };
  variant: { id: number };
}

export type RopoSlot<T extends RopoArticle = RopoArticle> = T | null;
export type RopoBasket<T extends RopoArticle = RopoArticle> = readonly RopoSlot<T>[];

export type RopoAddResult<T extends RopoArticle> =
  | { ok: true; basket: RopoBasket<T>; slot: number }
  /** duplicate: shown with a link to the ROPO basket; full: the caller opens the ROPO overlay (§8). */
  | { ok: false; reason: 'duplicate' | 'full' };

function assertSlotCount(maxNumberOfArticles: number): void {
  if (!Number.isInteger(maxNumberOfArticles) || maxNumberOfArticles < 0) {
    throw new RangeError(`ROPO basket size must be a whole number of at least 0, got ${maxNumberOfArticles}`);
  }
}

function assertSlot(basket: RopoBasket<RopoArticle>, slot: number): void {
  if (!Number.isInteger(slot) || slot < 0 || slot >= basket.length) {
    throw new RangeError(`ROPO basket has no slot ${slot}; it has ${basket.length}`);
  }
}

/** An empty ROPO basket with the shop's maximum number of slots (`ropo.maxNumberOfArticles`). */
export function emptyRopoBasket<T extends RopoArticle = RopoArticle>(
  maxNumberOfArticles: number,
): RopoBasket<T> {
  assertSlotCount(maxNumberOfArticles);
  return Array.from({ length: maxNumberOfArticles }, () => null);
}

/** §4: the same article is the same product in the same variant. */
export function isSameRopoArticle(a: RopoArticle, b: RopoArticle): boolean {
  return a.product.id === b.product.id && a.variant.id === b.variant.id;
}

/** How many slots hold an article (the header badge). */
export function ropoArticleCount(basket: RopoBasket<RopoArticle>): number {
  return basket.filter((slot) => slot !== null).length;
}

export function isRopoBasketFull(basket: RopoBasket<RopoArticle>): boolean {
  return !basket.includes(null);
}

/**
 * §4 adds an article: a duplicate is refused; with an editing slot (the shopper chose a slot to
 * change) the article takes that slot, replacing what was there; otherwise it takes the first
 * empty slot, and a full basket is refused. A duplicate is refused first, even in a full basket,
 * so the shopper learns it is already reserved rather than seeing the overlay.
 */
export function addToRopoBasket<T extends RopoArticle>(
  basket: RopoBasket<T>,
  article: T,
  editingSlot?: number,
): RopoAddResult<T> {
  if (editingSlot !== undefined) assertSlot(basket, editingSlot);
  if (basket.some((slot) => slot !== null && isSameRopoArticle(slot, article))) {
    return { ok: false, reason: 'duplicate' };
  }
  const slot = editingSlot ?? basket.indexOf(null);
  if (slot === -1) return { ok: false, reason: 'full' };
  return {
    ok: true,
    basket: basket.map((current, position) => (position === slot ? article : current)),
    slot,
  };
}

/** §4: removal empties the slot; the other articles keep their positions. */
export function removeFromRopoBasket<T extends RopoArticle>(
  basket: RopoBasket<T>,
  slot: number,
): RopoBasket<T> {
  assertSlot(basket, slot);
  return basket.map((current, position) => (position === slot ? null : current));
}

/**
 * A basket read back from storage, fitted to the shop's current maximum: articles keep their
 * slots, slots past the maximum are dropped, missing slots are empty, and a repeated article
 * keeps only its first slot (stored data may predate the duplicate rule).
 */
export function restoreRopoBasket<T extends RopoArticle>(
  stored: readonly (T | null | undefined)[],
  maxNumberOfArticles: number,
): RopoBasket<T> {
  assertSlotCount(maxNumberOfArticles);
  return Array.from({ length: maxNumberOfArticles }, (_, position) => {
    const article = stored[position];
    if (!article) return null;
    const first = stored.findIndex((other) => other && isSameRopoArticle(other, article));
    return first === position ? article : null;
  });
}
