/** What the merge reads of a basket or wishlist item (SCAYLE names). */
export interface MergedItem {
  key: string;
  itemGroup?: { id: string; isMainItem: boolean } | null | undefined;
}

/** What moves at once: one ungrouped item, or every member of one item group. */
export interface MergeUnit<T> {
  /** Undefined for an ungrouped item. */
  groupId: string | undefined;
  /** The main item first, so a group is rebuilt from its frame. */
  members: [T, ...T[]];
}

/**
 * The items of a basket or wishlist in the units a merge moves (§3 item groups move whole or not
 * at all), in the order the items came: a group stands where its first member stood.
 */
export function mergeUnits<T extends MergedItem>(items: readonly T[]): MergeUnit<T>[] {
  const units: MergeUnit<T>[] = [];
  const groups = new Map<string, MergeUnit<T>>();
  for (const item of items) {
    const groupId = item.itemGroup?.id;
    const unit = groupId === undefined ? undefined : groups.get(groupId);
    if (unit) unit.members.push(item);
    else {
      const created: MergeUnit<T> = { groupId, members: [item] };
      units.push(created);
      if (groupId !== undefined) groups.set(groupId, created);
    }
  }
  for (const unit of units) {
    unit.members.sort(
      (a, b) => Number(b.itemGroup?.isMainItem ?? false) - Number(a.itemGroup?.isMainItem ?? false),
    );
  }
  return units;
}

/**
 * The quantity of a customer's line after the same variant comes in from the anonymous basket:
 * both quantities added, within what the backend says the line may hold (`availableQuantity`:
 * the stock, the line limit, 0 when unavailable), but never below what the line already holds.
 * Pieces beyond the limit could not be bought anyway.
 */
export function combinedQuantity(
  existing: { quantity: number; availableQuantity?: number | undefined },
  incoming: number,
): number {
  const limit = existing.availableQuantity ?? Number.POSITIVE_INFINITY;
  return Math.max(existing.quantity, Math.min(existing.quantity + incoming, limit));
}
