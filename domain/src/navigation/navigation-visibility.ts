/** The §5 visibility window of a navigation item (or any content with one). */
export interface VisibilityWindow {
  visibleFrom?: string | Date | null;
  visibleTo?: string | Date | null;
}

/** A bound as a time in ms; `missing` when it is not set, NaN when it cannot be read. */
function boundTime(value: string | Date | null | undefined, missing: number): number {
  // Content systems send an empty string for a date field nobody filled in.
  if (value === undefined || value === null || value === '') return missing;
  return value instanceof Date ? value.getTime() : Date.parse(value);
}

/**
 * §5: whether an item shows at `now`: from `visibleFrom` (inclusive) until `visibleTo`
 * (exclusive), a missing bound meaning always. The window is half-open so an item ending at noon
 * and its successor starting at noon never show together. An unreadable bound hides the item:
 * better a campaign link missing than one shown before its launch.
 */
export function isVisibleAt(item: VisibilityWindow, now: Date): boolean {
  const time = now.getTime();
  if (Number.isNaN(time)) throw new RangeError('now is not a valid date');
  const from = boundTime(item.visibleFrom, Number.NEGATIVE_INFINITY);
  const to = boundTime(item.visibleTo, Number.POSITIVE_INFINITY);
  // Comparisons with NaN are false, so an unreadable bound hides the item.
  return from <= time && time < to;
}

/**
 * §5 applied to a whole tree: the items visible at `now`, each with only its visible children.
 * A hidden item hides its children too, whatever their own windows say: they are reached through
 * it. The input is not changed.
 */
export function visibleNavigationTree<T extends VisibilityWindow & { children?: readonly T[] }>(
  items: readonly T[],
  now: Date,
): T[] {
  return items
    .filter((item) => isVisibleAt(item, now))
    .map((item) =>
      item.children === undefined ? item : { ...item, children: visibleNavigationTree(item.children, now) },
    );
}
