import { shops } from '../shops/shop-table.ts';
import type { ShopCode, ShopIdentity } from '../shops/shop-table.ts';
import type { ShopDomains } from '../shops/shop-domains.ts';
import { hasRoute, routePath } from './route-table.ts';
import type { RouteId, RouteParamsMap } from './route-table.ts';

/** One `<link rel="alternate" hreflang href>` of a page. */
export interface HreflangAlternate {
  /** The shop's locale (`de-CH`), or `x-default`. */
  hreflang: string;
  href: string;
}

/** The shop whose address stands for "no better match" (`x-default`). */
export const xDefaultShopCode: ShopCode = 'de-de';

/**
 * A route's params in each shop. Most pages share them (a branch keeps its city and id); products
 * and categories have a slug per language, so the caller gives each shop's own, or `undefined` where
 * the shop has no such page (a product not sold there).
 */
export type AlternateParams<R extends keyof RouteParamsMap> =
  RouteParamsMap[R] | ((shop: ShopIdentity) => RouteParamsMap[R] | undefined);

export type HreflangRequest<R extends RouteId> = {
  routeId: R;
  domains: ShopDomains;
  /** `https` in every deployment; `http` for the local `*.localhost` hosts. */
  scheme?: 'https' | 'http';
} & (R extends keyof RouteParamsMap ? { params: AlternateParams<R> } : { params?: undefined });

/**
 * The hreflang alternates of a page across the shops that have it (§2 routes, §1 shops), each at its
 * own host and translated path, in shop table order, then `x-default` pointing at de-de's address.
 * A page de-de lacks gets no `x-default`. A page only de-de and de-at have gets alternates only there.
 */
export function hreflangAlternates<R extends RouteId>(request: HreflangRequest<R>): HreflangAlternate[] {
  const scheme = request.scheme ?? 'https';
  const alternates: HreflangAlternate[] = [];
  let xDefault: HreflangAlternate | undefined;
  for (const shop of shops) {
    if (!hasRoute(shop, request.routeId)) continue;
    const params: unknown = typeof request.params === 'function' ? request.params(shop) : request.params;
    // A page with parameters that this shop's caller left out does not exist there.
    if (request.params !== undefined && params === undefined) continue;
    const path = (routePath as (shop: ShopIdentity, routeId: RouteId, params?: unknown) => string)(
      shop,
      request.routeId,
      params,
    );
    const alternate = { hreflang: shop.locale, href: `${scheme}://${request.domains[shop.code]}${path}` };
    alternates.push(alternate);
    if (shop.code === xDefaultShopCode) xDefault = { hreflang: 'x-default', href: alternate.href };
  }
  return xDefault ? [...alternates, xDefault] : alternates;
}
