import { queryOptions } from '@tanstack/react-query';
import type { ProductType, RpcCall } from '@lumen/domain';

/** §2 product templates: the shop's newest product of a type, or null when it sells none. */
export function newestProductOfTypeQuery(rpc: RpcCall, productType: ProductType) {
  return queryOptions({
    queryKey: ['getNewestProductOfType', { productType }],
    queryFn: () => rpc('getNewestProductOfType', { productType }),
    staleTime: 5 * 60_000,
  });
}

/** How many cards a product page's recommendation slider shows. */
export const recommendationCount = 12;

/**
 * Recommendations of a product page: the newest products of a category, optionally of one brand,
 * as listing tiles. One more than shown is asked for, since the page's own product may be among them.
 */
export function relatedProductsQuery(rpc: RpcCall, category: number, brand?: string) {
  return queryOptions({
    queryKey: ['getProductsByCategory', { category, brand, related: true }],
    queryFn: () =>
      rpc('getProductsByCategory', {
        category,
        ...(brand !== undefined && { brand: [brand] }),
        sort: { by: 'new', direction: 'desc' },
        perPage: recommendationCount + 1,
      }),
    staleTime: 5 * 60_000,
  });
}

/** Products the browser knows the ids of (recently viewed), in the order asked. */
export function productsByIdsQuery(rpc: RpcCall, ids: readonly number[]) {
  return queryOptions({
    queryKey: ['getProductsByIds', { ids }],
    queryFn: () => rpc('getProductsByIds', { ids: [...ids] }),
    staleTime: 60_000,
  });
}
