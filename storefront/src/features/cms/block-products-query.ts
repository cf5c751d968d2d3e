import { queryOptions } from '@tanstack/react-query';
import { blockDataCalls, collectBlockDataNeeds } from '@lumen/cms-blocks';
import type { CategoryListing } from '@lumen/cms-blocks';
import type { Product, RpcCall } from '@lumen/domain';

export interface BlockProducts {
  products: Product[];
  categoryListings: CategoryListing[];
}

/**
 * The catalogue data a page's blocks name (product sliders, product teasers), fetched on the server
 * before the page renders so the first HTML holds them. Keyed by the content's needs, so two pages
 * that show the same products share one answer.
 */
export function blockProductsQuery(rpc: RpcCall, content: unknown) {
  const needs = collectBlockDataNeeds(content);
  return queryOptions({
    queryKey: ['blockProducts', needs],
    queryFn: async (): Promise<BlockProducts> => {
      const calls = blockDataCalls(needs);
      const [batches, listings] = await Promise.all([
        Promise.all(calls.getProductsByIds.map((payload) => rpc('getProductsByIds', payload))),
        Promise.all(
          calls.getProductsByCategory.map(async (payload, index) => {
            const request = needs.categoryListings[index]!;
            const page = await rpc('getProductsByCategory', payload);
            return {
              categoryId: request.categoryId,
              ...(request.sort ? { sort: request.sort } : {}),
              products: page.products,
            };
          }),
        ),
      ]);
      return { products: batches.flat(), categoryListings: listings };
    },
    staleTime: 60_000,
  });
}
