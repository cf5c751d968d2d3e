import { queryOptions } from '@tanstack/react-query';
import type { ListingQuery, RpcCall } from '@lumen/domain';
import { orNull } from './or-null.ts';

/** The categories along a slug path (breadcrumbs), the last with its children; null when there is none. */
export function categoriesByPathQuery(rpc: RpcCall, path: readonly string[]) {
  return queryOptions({
    queryKey: ['getCategoriesByPath', { path }],
    queryFn: () => orNull(rpc('getCategoriesByPath', { path: [...path], children: 1 })),
  });
}

/**
 * One page of a category listing (§2, §7 getProductsByCategory): the tiles, the page information
 * and the filters with their counts, for the listing's query. The key is the payload, so the
 * same query from a link, a form or a navigation shares one answer.
 */
export function categoryListingQuery(rpc: RpcCall, categoryId: number, query: ListingQuery, perPage: number) {
  const payload = { ...query, category: categoryId, perPage };
  return queryOptions({
    queryKey: ['getProductsByCategory', payload] as const,
    queryFn: () => rpc('getProductsByCategory', payload),
  });
}

/** The content an editor attached to a category page (§7 getCategoryComponentData), or null. */
export function categoryContentQuery(rpc: RpcCall, categoryId: number) {
  return queryOptions({
    queryKey: ['getCategoryComponentData', { categoryId }],
    queryFn: () => rpc('getCategoryComponentData', { categoryId }),
  });
}

/** A product by id (§2 product page); null when the catalogue has none. */
export function productQuery(rpc: RpcCall, id: number) {
  return queryOptions({
    queryKey: ['getProductById', { id }],
    queryFn: () => orNull(rpc('getProductById', { id })),
  });
}

/** The header's main navigation (§2): it changes with the catalogue, rarely within a visit. */
export function navigationQuery(rpc: RpcCall) {
  return queryOptions({
    queryKey: ['getNavigation'],
    queryFn: () => rpc('getNavigation', {}),
    staleTime: 5 * 60_000,
  });
}

export { orNull };

/** §7 getRxProducts: the lens options of the prescription configurator, the same for every frame. */
export function rxProductsQuery(rpc: RpcCall) {
  return queryOptions({
    queryKey: ['getRxProducts'],
    queryFn: () => rpc('getRxProducts', {}),
    staleTime: 5 * 60_000,
  });
}
