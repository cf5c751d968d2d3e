import { getShopByCode, hasRoute, matchRoute, routePath } from '@lumen/domain';
import type { RouteId, RouteMatch, RouteParamsArgs, ShopIdentity } from '@lumen/domain';

/*
 * The router's route files are written once, in German paths: the route table's paths of de-de,
 * which has every route of §2. A shop's own paths (`/salony/` in pl-pl, `/servizi/stato/` in it-it)
 * are rewritten to these on the way in and back on the way out (`shopRewrite`), so every shop has
 * one route tree and the route table stays the only place a path is spelled.
 *
 * Paths that no route of the table claims (categories, content pages, old addresses with a
 * redirect, nothing at all) go to one catch-all under `catchAllPrefix`. Giving it a prefix of its
 * own keeps a Polish category called `niederlassungen` from landing on the German branch list.
 */
const internalShop = getShopByCode('de-de');

/** The internal first segment of the catch-all route (`routes/page/$.tsx`); never shown to a shopper. */
export const catchAllPrefix = '/page';

/** The internal path of a route: what a route file is matched against. */
export function internalRoutePath<R extends RouteId>(routeId: R, ...args: RouteParamsArgs<R>): string {
  if (routeId === 'category') {
    const [params] = args as RouteParamsArgs<'category'>;
    return `${catchAllPrefix}/${params.path.map((segment) => `${segment}/`).join('')}`;
  }
  return routePath(internalShop, routeId, ...args);
}

/** A shop's public pathname → the internal pathname the router matches. */
export function toInternalPathname(shop: ShopIdentity, pathname: string): string {
  const matched = matchRoute(shop, pathname);
  if (matched.ok && matched.route.routeId !== 'category') {
    return internalPathOfMatch(matched.route);
  }
  return `${catchAllPrefix}${pathname}`;
}

function internalPathOfMatch(route: Exclude<RouteMatch, { routeId: 'category' }>): string {
  return (routePath as (shop: ShopIdentity, routeId: RouteId, params?: unknown) => string)(
    internalShop,
    route.routeId,
    route.params,
  );
}

/** An internal pathname → the shop's public pathname (the inverse of `toInternalPathname`). */
export function toPublicPathname(shop: ShopIdentity, pathname: string): string {
  if (pathname === catchAllPrefix || pathname.startsWith(`${catchAllPrefix}/`)) {
    return pathname.slice(catchAllPrefix.length) || '/';
  }
  const matched = matchRoute(internalShop, pathname);
  if (!matched.ok || matched.route.routeId === 'category') return pathname;
  const { routeId, params } = matched.route;
  // Links are built only to routes the shop has (`hasRoute`); this keeps a slip from breaking the page.
  if (!hasRoute(shop, routeId)) return pathname;
  return (routePath as (shop: ShopIdentity, routeId: RouteId, params?: unknown) => string)(
    shop,
    routeId,
    params,
  );
}

/** The router's `rewrite` option for a shop: public URLs in, public URLs out. */
export function shopRewrite(shop: ShopIdentity) {
  return {
    input: ({ url }: { url: URL }) => {
      url.pathname = toInternalPathname(shop, url.pathname);
      return url;
    },
    output: ({ url }: { url: URL }) => {
      url.pathname = toPublicPathname(shop, url.pathname);
      return url;
    },
  };
}
