import { SearchSuggestionsSchema, productSuggestionPageSize } from '@lumen/domain';
import type { SearchSuggestion } from '@lumen/domain';
import { commerceCall, readAnswer } from '../../commerce-client/commerce-call.ts';
import { productTileWith } from '../../commerce-client/product-includes.ts';
import { defineProcedure } from '../../rpc/define-procedure.ts';

/** §9: the flyout shows 6 product suggestions, whatever else it shows beside them. */
function withProductLimit(suggestions: readonly SearchSuggestion[]): SearchSuggestion[] {
  let products = 0;
  return suggestions.filter(
    (suggestion) => suggestion.type !== 'product' || (products += 1) <= productSuggestionPageSize,
  );
}

/** §2/§9 getSearchSuggestions: products, categories and navigation items for the search flyout. */
export const getSearchSuggestions = defineProcedure({
  name: 'getSearchSuggestions',
  shared: { dependsOn: ['catalog'] },
  handler: async ({ term }, ctx) => {
    const answer = await commerceCall(() =>
      ctx.commerce.searchv2.suggestions(term, {
        with: { product: productTileWith, navigationItem: { category: 'all' } },
      }),
    );
    const { suggestions } = readAnswer(SearchSuggestionsSchema, answer);
    return { suggestions: withProductLimit(suggestions) };
  },
});
