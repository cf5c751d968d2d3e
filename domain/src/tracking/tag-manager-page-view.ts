import type { PageType } from '../routing/page-type.ts';
import type { RouteId } from '../routing/route-table.ts';

/**
 * §2: the tag manager's flow reports a page view 500 ms after a navigation, except on product,
 * category, homepage and content pages, whose own events say more. A content page is a CMS story:
 * an overlay page, or the catch-all route (`category`) resolved to a story (page type `other`).
 */
const pageTypesWithTheirOwnEvents: readonly PageType[] = ['osp', 'category', 'homepage'];

export function sendsTagManagerPageView(page: { routeId: RouteId; pageType: PageType }): boolean {
  if (pageTypesWithTheirOwnEvents.includes(page.pageType)) return false;
  const contentPage =
    page.routeId === 'overlay' || (page.routeId === 'category' && page.pageType === 'other');
  return !contentPage;
}
