import { z } from 'zod';

/**
 * §4 basket merge modes, with the values SCAYLE's SDK sends (`ExistingItemHandling`): what adding a
 * variant does when the basket already holds it (same variant, same item group).
 */
export const existingItemHandlings = [
  'KeepExisting',
  'AddQuantityToExisting',
  'ReplaceExisting',
  'ReplaceExistingWithCombinedQuantity',
] as const;
export const ExistingItemHandlingSchema = z.enum(existingItemHandlings);
export type ExistingItemHandling = z.infer<typeof ExistingItemHandlingSchema>;

/** What the merge reads of a basket item (SCAYLE `BasketItem` field names). */
export interface MergeableBasketItem {
  key: string;
  quantity: number;
  variant: { id: number };
  itemGroup?: { id: string } | null | undefined;
}

/** What the merge did, so the caller knows which backend call or message follows. */
export type BasketMergeEffect =
  'added' | 'nothing_added' | 'kept_existing' | 'quantity_added' | 'replaced' | 'removed';

export interface BasketMerge<T> {
  items: T[];
  effect: BasketMergeEffect;
}

/** Items match by variant id and item group id; an ungrouped item only matches an ungrouped one. */
export function isSameBasketItem(a: MergeableBasketItem, b: MergeableBasketItem): boolean {
  return a.variant.id === b.variant.id && a.itemGroup?.id === b.itemGroup?.id;
}

/**
 * §4 merges one incoming item into the basket, as SCAYLE's addOrUpdateItems does. The incoming
 * item is complete (the caller gave it a fresh key); the input list is never changed.
 * Without a match, a quantity above 0 is appended and a quantity of 0 adds nothing. With a match:
 * - KeepExisting: the basket stays as it is.
 * - AddQuantityToExisting: the existing item keeps its key, place and data; its quantity grows by
 *   the incoming quantity (0 leaves it alone).
 * - ReplaceExisting: the existing item goes; the incoming one is appended with its own key and
 *   quantity; an incoming quantity of 0 just removes the existing item.
 * - ReplaceExistingWithCombinedQuantity: the existing item goes; the incoming one is appended with
 *   its own key and both quantities added.
 * Replaced items move to the end, as the backend deletes and re-creates them.
 */
export function mergeBasketItem<T extends MergeableBasketItem>(
  items: readonly T[],
  incoming: T,
  handling: ExistingItemHandling,
): BasketMerge<T> {
  if (!Number.isInteger(incoming.quantity) || incoming.quantity < 0) {
    throw new RangeError(`Basket quantity must be a whole number of at least 0, got ${incoming.quantity}`);
  }
  const index = items.findIndex((item) => isSameBasketItem(item, incoming));
  const existing = items[index];
  if (existing === undefined) {
    return incoming.quantity > 0
      ? { items: [...items, incoming], effect: 'added' }
      : { items: [...items], effect: 'nothing_added' };
  }
  const others = items.filter((_, position) => position !== index);
  switch (handling) {
    case 'KeepExisting':
      return { items: [...items], effect: 'kept_existing' };
    case 'AddQuantityToExisting':
      return {
        items: items.map((item, position) =>
          position === index ? { ...existing, quantity: existing.quantity + incoming.quantity } : item,
        ),
        effect: 'quantity_added',
      };
    case 'ReplaceExisting':
      return incoming.quantity > 0
        ? { items: [...others, incoming], effect: 'replaced' }
        : { items: others, effect: 'removed' };
    case 'ReplaceExistingWithCombinedQuantity':
      return {
        items: [...others, { ...incoming, quantity: existing.quantity + incoming.quantity }],
        effect: 'replaced',
      };
  }
}
