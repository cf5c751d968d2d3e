import { commerceCall } from '../../commerce-client/commerce-call.ts';
import { defineProcedure } from '../../rpc/define-procedure.ts';
import { listingPage } from '../catalog/listing-page.ts';

/**
 * §7 getProductsByTerm: the search page's result list in the listing's layout (§2 /search/), the
 * term's matches as tiles, best first unless sorted, filtered by the same §2 listing query as a
 * category, with the filters counted for the term's matches.
 */
export const getProductsByTerm = defineProcedure({
  name: 'getProductsByTerm',
  shared: { dependsOn: ['catalog'] },
  handler: async ({ term, ...query }, ctx) => commerceCall(() => listingPage(ctx, { term }, query)),
});
