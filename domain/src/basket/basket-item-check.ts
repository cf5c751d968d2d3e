import type { BasketItemStatus } from '../entities/basket.ts';
import { itemGroupsToRemove } from './item-group-removal.ts';
import type { GroupedBasketItem } from './item-group-removal.ts';

/** What the check reads of a basket item (SCAYLE `BasketItem` names). */
export interface CheckedBasketItem extends GroupedBasketItem {
  /** The backend's §4 verdict with today's stock: `available` only while the variant is sellable. */
  status: BasketItemStatus;
}

/** Why a basket item cannot go to the checkout as it is, or that it can. */
export type BasketItemCheck =
  | { ok: true }
  /** Not sellable any more (§4), or gone from the catalogue. */
  | { ok: false; reason: 'unavailable' }
  /** More pieces than the stock can deliver; `availableQuantity` is what it can. */
  | { ok: false; reason: 'insufficient_quantity'; availableQuantity: number }
  /** A prescription group that lacks its frame or one of its four lens parts (§5). */
  | { ok: false; reason: 'incomplete_group' };

/** A shortage: pieces still to be had, or none at all (then the item is simply unavailable). */
function shortOf(availableQuantity: number): BasketItemCheck {
  return availableQuantity > 0
    ? { ok: false, reason: 'insufficient_quantity', availableQuantity }
    : { ok: false, reason: 'unavailable' };
}

/**
 * §2/§8 whether a basket item passes the checks the checkout makes: the checkout button is hidden
 * while any item fails one, and the checkout refuses such a basket (the unavailable-basket alert).
 * An item fails when the backend no longer reports it available (§4 sellable), when it wants more
 * pieces than are available, or when it belongs to a prescription group one of whose members fails
 * or which §4 removes (incomplete, or a member short of stock): a group is ordered whole.
 * Unavailability is reported first, as restocking the other members would not save the item.
 */
export function checkBasketItem<T extends CheckedBasketItem>(item: T, items: readonly T[]): BasketItemCheck {
  const groupId = item.itemGroup?.id;
  const members =
    groupId === undefined ? [item] : items.filter((candidate) => candidate.itemGroup?.id === groupId);
  if (item.status !== 'available' || members.some((member) => member.status !== 'available')) {
    return { ok: false, reason: 'unavailable' };
  }
  const removal = itemGroupsToRemove(items).find((candidate) => candidate.itemKeys.includes(item.key));
  if (removal) {
    switch (removal.reason) {
      case 'incomplete':
        return { ok: false, reason: 'incomplete_group' };
      case 'insufficient_quantity':
        return shortOf(removal.availableQuantity);
    }
  }
  if (typeof item.availableQuantity === 'number' && item.availableQuantity < item.quantity) {
    return shortOf(item.availableQuantity);
  }
  return { ok: true };
}
