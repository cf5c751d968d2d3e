import { FetchError } from '@scayle/storefront-api';
import { commerceCall, commerceFailure } from '../../commerce-client/commerce-call.ts';
import { defineProcedure } from '../../rpc/define-procedure.ts';
import type { RpcContext } from '../../rpc/define-procedure.ts';
import { listingPage } from './listing-page.ts';

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
 * §7 getProductsByCategory: one page of a category listing as tiles, filtered and sorted by the §2
 * listing query, with the listing's filters counted for the same selection (`listingPage`).
 */
export const getProductsByCategory = defineProcedure({
  name: 'getProductsByCategory',
  // The `cache` field is part of the payload, so of the key: a shorter lifetime is an entry of its own.
  shared: { dependsOn: ['catalog'], ttlSeconds: (input) => input.cache?.ttl },
  handler: async (input, ctx) =>
    listingPage(ctx, { categoryId: input.category }, input).catch(async (error: unknown) => {
      throw await refusal(error, ctx, input.category);
    }),
});
