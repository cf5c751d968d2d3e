/** What the removal reads of a basket item (SCAYLE `BasketItem` names). */
export interface RemovableItem {
  key: string;
  itemGroup?: { id: string; isMainItem: boolean; isRequired: boolean } | null | undefined;
}

/**
 * The keys removeItemFromBasket deletes for `itemKey`, or undefined when the basket has no such
 * item. A group's main item or a required member takes the whole group with it (§3: the lenses
 * cannot be ordered without the frame, nor the frame configured for lenses without them); an
 * optional member (a service) goes alone, as does an ungrouped item. The other members go first
 * and the named item last, so a removal cut short leaves an incomplete group, which the §4 rule
 * takes out with an alert, rather than orphaned lenses named by no main item.
 */
export function itemKeysToRemove(items: readonly RemovableItem[], itemKey: string): string[] | undefined {
  const item = items.find((candidate) => candidate.key === itemKey);
  if (!item) return undefined;
  const group = item.itemGroup;
  if (!group || (!group.isMainItem && !group.isRequired)) return [item.key];
  const others = items.filter(
    (candidate) => candidate.key !== item.key && candidate.itemGroup?.id === group.id,
  );
  return [...others.map((other) => other.key), item.key];
}
