import { FiltersSchema, ProductSchema, pageOf, productTileOf } from '@lumen/domain';
import type { ListingQuery, RpcResponse } from '@lumen/domain';
import { readAnswer } from '../../commerce-client/commerce-call.ts';
import { listingSearchQuery, listingSort } from '../../commerce-client/listing-search.ts';
import type { ListingScope } from '../../commerce-client/listing-search.ts';
import { productListingWith, productListingWithCategories } from '../../commerce-client/product-includes.ts';
import type { RpcContext } from '../../rpc/define-procedure.ts';

const ProductListSchema = pageOf(ProductSchema);

/**
 * A listing call's payload: the §2 listing query, the call's own page size and what it asks for
 * beyond the tile (`with.categories`: each tile's §3 category paths).
 */
export type ListingRequest = ListingQuery & {
  perPage: number;
  includeSellableForFree?: boolean;
  with?: { categories: boolean } | undefined;
};

/**
 * One page of a listing, a category's or a search term's (§2), filtered and sorted by the §2
 * listing query, its products as tiles (`productTileOf`), with the listing's filters counted for
 * the same selection: two backend calls at once. The listing URL's `size` is the shopper's page
 * size and wins over the call's `perPage`. A failing backend call rejects as the SDK threw it, for
 * the procedure to explain.
 */
export async function listingPage(
  ctx: RpcContext,
  scope: ListingScope,
  request: ListingRequest,
): Promise<RpcResponse<'getProductsByCategory'>> {
  const where = listingSearchQuery(scope, request);
  const sort = listingSort(request.sort);
  const { includeSellableForFree } = request;
  const free = includeSellableForFree === undefined ? {} : { includeSellableForFree };
  const [products, filters] = await Promise.all([
    ctx.commerce.products.query({
      where,
      ...(sort ? { sort } : {}),
      pagination: { page: request.page ?? 1, perPage: request.size ?? request.perPage },
      with: request.with?.categories ? productListingWithCategories : productListingWith,
      ...free,
    }),
    ctx.commerce.filters.get({ where, ...free }),
  ]);
  const { entities, pagination } = readAnswer(ProductListSchema, products);
  return {
    products: entities.map(productTileOf),
    pagination,
    filters: readAnswer(FiltersSchema, filters),
  };
}
