import { FiltersSchema, ProductSchema, pageOf } from '@lumen/domain';
import { FetchError } from '@scayle/storefront-api';
import { commerceCall, commerceFailure, readAnswer } from '../commerce-client/commerce-call.ts';
import { listingSearchQuery, listingSort } from '../commerce-client/listing-search.ts';
import { productTileWith } from '../commerce-client/product-includes.ts';
import { defineProcedure } from '../rpc/define-procedure.ts';
import type { RpcContext } from '../rpc/define-procedure.ts';

const ProductListSchema = pageOf(ProductSchema);

/**
 * The backend refuses a filter naming a category it does not know (400): whether that was the
 * category is asked only then, so a listing costs no extra call.
 */
async function refusal(error: unknown, ctx: RpcContext, categoryId: number): Promise<Error> {
  if (error instanceof FetchError && error.response.status === 400) {
    await commerceCall(() => ctx.commerce.categories.getById(categoryId), {
      notFound: `Category ${categoryId} not found`,
    });
  }
  return commerceFailure(error);
}

/**
 * §7 getProductsByCategory: one page of a category listing, filtered and sorted by the §2 listing
 * query, with the listing's filters counted for the same selection (two backend calls at once).
 * The listing URL's `size` is the shopper's page size and wins over the call's `perPage`.
 */
export const getProductsByCategory = defineProcedure({
  name: 'getProductsByCategory',
  handler: async (input, ctx) => {
    const where = listingSearchQuery(input.category, input);
    const sort = listingSort(input.sort);
    const { includeSellableForFree } = input;
    const answers = await Promise.all([
      ctx.commerce.products.query({
        where,
        ...(sort ? { sort } : {}),
        pagination: { page: input.page ?? 1, perPage: input.size ?? input.perPage },
        with: productTileWith,
        includeSellableForFree,
      }),
      ctx.commerce.filters.get({ where, includeSellableForFree }),
    ]).catch(async (error: unknown) => {
      throw await refusal(error, ctx, input.category);
    });
    const { entities, pagination } = readAnswer(ProductListSchema, answers[0]);
    return { products: entities, pagination, filters: readAnswer(FiltersSchema, answers[1]) };
  },
});
