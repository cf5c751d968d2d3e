import type { MainNavigationItem } from '@lumen/design-system';
import type { NavigationItem } from '@lumen/domain';

/**
 * The navigation tree of getNavigation as the header's menus take it. Slugs are category paths
 * (`/okulary/oprawki`); §2 paths end with a slash.
 */
export function navigationItems(
  items: readonly NavigationItem[],
  overviewLabel: (name: string) => string,
): MainNavigationItem[] {
  return items.map((item) => ({
    id: item.slug,
    label: item.label,
    href: item.slug.endsWith('/') ? item.slug : `${item.slug}/`,
    visibleFrom: item.visibleFrom,
    visibleTo: item.visibleTo,
    overviewLabel: overviewLabel(item.label),
    children: navigationItems(item.children, overviewLabel),
  }));
}
