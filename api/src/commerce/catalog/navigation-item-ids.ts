import type { NavigationItemRow, NavigationTreeRow } from './catalog-rows.ts';

// Items have no ids of their own in the rows; a tree's items take ids from its own block.
const itemsPerTree = 100_000;

/**
 * Ids of a tree's items: the tree's block plus the item's place in pre-order, counted from 1. The
 * navigation answers and the search suggestions number items alike, so a suggested item is the
 * same item the navigation shows, whatever visibility filters hide.
 */
export function navigationItemIds(
  tree: Pick<NavigationTreeRow, 'id' | 'items'>,
): Map<NavigationItemRow, number> {
  const ids = new Map<NavigationItemRow, number>();
  const walk = (level: readonly NavigationItemRow[]) => {
    for (const item of level) {
      ids.set(item, tree.id * itemsPerTree + ids.size + 1);
      walk(item.children);
    }
  };
  walk(tree.items);
  return ids;
}
