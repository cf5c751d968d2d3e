import { hasRoute, robotsOfRoute, routePath } from '@lumen/domain';
import type { RouteId, RouteParamsMap, ShopIdentity } from '@lumen/domain';

type PathOnlyRouteId = Exclude<RouteId, keyof RouteParamsMap>;

/**
 * The routes whose path is the whole page (no parameters), each named once: a route added to the
 * domain's table without parameters is a type error here until it is listed.
 */
const pathOnlyRoutes: Record<PathOnlyRouteId, true> = {
  home: true,
  basket: true,
  search: true,
  signin: true,
  signout: true,
  'order-success': true,
  checkout: true,
  'payment-sandbox': true,
  wishlist: true,
  account: true,
  'account-user': true,
  'account-orders': true,
  'account-appointments': true,
  'account-branch-orders': true,
  'account-subscriptions': true,
  'branch-list': true,
  'order-status': true,
  'instructions-for-use': true,
  'declarations-of-conformity': true,
  'subscription-cancellation': true,
  'try-on-listing': true,
  'try-on-basket': true,
};

/** Whether a robots directive lets search engines index the page (`noindex` and `none` do not). */
export function isIndexable(robots: string): boolean {
  return !/\bnoindex\b/i.test(robots) && !/\bnone\b/i.test(robots);
}

function pathOnlyRoutesOf(shop: ShopIdentity): PathOnlyRouteId[] {
  return (Object.keys(pathOnlyRoutes) as PathOnlyRouteId[]).filter((routeId) => hasRoute(shop, routeId));
}

/**
 * The shop's pages without parameters that search engines may index (the homepage, the branch
 * list, the service pages …), for the sitemap.
 */
export function indexableFixedRoutes(shop: ShopIdentity): PathOnlyRouteId[] {
  return pathOnlyRoutesOf(shop).filter((routeId) => isIndexable(robotsOfRoute(routeId)));
}

/**
 * The path prefixes of the shopper's own pages (basket, checkout, account, sign-in …: the routes
 * `robotsOfRoute` keeps out of the index), translated by the route table. A path below another
 * one is left out: `/account/` covers `/account/orders/` and every order below it.
 */
export function disallowedPaths(shop: ShopIdentity): string[] {
  const paths = pathOnlyRoutesOf(shop)
    .filter((routeId) => !isIndexable(robotsOfRoute(routeId)))
    .map((routeId) => routePath(shop, routeId));
  return paths.filter((path) => !paths.some((other) => other !== path && path.startsWith(other)));
}

/**
 * The shop's robots.txt: everything a shopper may find is allowed, the shopper's own pages are
 * not crawled, and the sitemap index is at the shop's own origin.
 */
export function robotsTxt(shop: ShopIdentity, origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowedPaths(shop).map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
