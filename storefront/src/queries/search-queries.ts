import { queryOptions } from '@tanstack/react-query';
import type { ListingQuery, RpcCall } from '@lumen/domain';

/** §2/§9 the search flyout's suggestions for a term (products, categories with counts, navigation items). */
export function searchSuggestionsQuery(rpc: RpcCall, term: string) {
  return queryOptions({
    queryKey: ['getSearchSuggestions', { term }],
    queryFn: () => rpc('getSearchSuggestions', { term }),
    staleTime: 5 * 60_000,
  });
}

/** §2 the flyout's fallback: the newest products of the shop's first main category. */
export function newestProductsQuery(rpc: RpcCall, categoryPath: readonly string[], perPage: number) {
  return queryOptions({
    queryKey: ['newestProducts', { categoryPath, perPage }],
    queryFn: async () => {
      const [category] = (await rpc('getCategoriesByPath', { path: [...categoryPath], children: 0 })).slice(
        -1,
      );
      if (!category) return [];
      const page = await rpc('getProductsByCategory', {
        category: category.id,
        sort: { by: 'new', direction: 'desc' },
        perPage,
      });
      return page.products;
    },
    staleTime: 5 * 60_000,
  });
}

/**
 * §2 the flyout's fallback pages: the stories of the shop's `global/navigation` folder, which the
 * shop settings name under `navigationDefaultContents.defaultContentPages`.
 */
export function navigationDefaultPagesQuery(rpc: RpcCall) {
  return queryOptions({
    queryKey: ['getCmsStories', { startsWith: 'global/navigation' }],
    queryFn: async () => (await rpc('getCmsStories', { startsWith: 'global/navigation' })).stories,
    staleTime: 5 * 60_000,
  });
}

/**
 * §2 /search/?term=: one page of the term's results in the listing's layout, filtered and sorted
 * by the same listing query as a category, with the filters counted for the term.
 */
export function searchResultsQuery(rpc: RpcCall, term: string, query: ListingQuery, perPage: number) {
  const payload = { ...query, term, perPage };
  return queryOptions({
    queryKey: ['getProductsByTerm', payload] as const,
    queryFn: () => rpc('getProductsByTerm', payload),
  });
}
