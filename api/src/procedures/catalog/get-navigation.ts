import { NavigationTreeSchema, visibleNavigationTree } from '@lumen/domain';
import type { NavigationItem, NavigationTreeItem } from '@lumen/domain';
import { z } from 'zod';
import { commerceCall, readAnswer } from '../../commerce-client/commerce-call.ts';
import { defineProcedure } from '../../rpc/define-procedure.ts';

/** The header's tree among the shop's navigation trees. */
const mainTreeKey = 'main';

/**
 * Where a tree item leads; undefined for a category the shop does not show (any more): the
 * backend then embeds no category, and a link to it would be a dead end.
 */
function slugOf(item: NavigationTreeItem): string | undefined {
  switch (item.type) {
    case 'category':
      return item.category?.path;
    case 'page':
      return item.page;
    case 'external':
    case 'individual-link':
      return item.options.url;
  }
}

/** §3 Navigation items from tree items: label, target, depth and the §5 window as the tree had it. */
function navigationItems(items: readonly NavigationTreeItem[], depth: number): NavigationItem[] {
  return items.flatMap((item) => {
    const slug = slugOf(item);
    if (slug === undefined || item.name.trim() === '') return [];
    return [
      {
        label: item.name,
        slug,
        depth,
        visibleFrom: item.visibleFrom,
        visibleTo: item.visibleTo,
        children: navigationItems(item.children, depth + 1),
      },
    ];
  });
}

/**
 * The header's main navigation (§2) for the shop, with the §5 visibility windows applied now by the
 * domain's rule (a hidden item hides its children). A shop without a main tree has no menu.
 */
export const getNavigation = defineProcedure({
  name: 'getNavigation',
  shared: { dependsOn: ['catalog'] },
  handler: async (_input, ctx) => {
    const trees = await commerceCall(() => ctx.commerce.navigation.getAll({ with: { category: true } }));
    const main = readAnswer(z.array(NavigationTreeSchema), trees).find((tree) => tree.key === mainTreeKey);
    if (!main) return [];
    return visibleNavigationTree(navigationItems(main.items, 0), new Date());
  },
});
