import { z } from 'zod';
import { FiltersSchema } from '../../entities/filters.ts';
import { SearchSuggestionsSchema } from '../../entities/search.ts';
import { SearchResolutionSchema } from '../../search/search-submit.ts';
import { ListingQuerySchema, ListingSortSchema } from '../../routing/listing-query.ts';
import { ProductPageSchema } from './catalog-calls.ts';

const SearchTermSchema = z.string().trim().min(1).max(100);

export const searchCalls = {
  /** §2/§9: suggestions for the search flyout (products, categories with counts, navigation items). */
  getSearchSuggestions: {
    payload: z.strictObject({ term: SearchTermSchema }),
    response: SearchSuggestionsSchema,
  },
  /** §2 search submit: a term resolves to a product, a category or nothing. */
  resolveSearch: { payload: z.strictObject({ term: SearchTermSchema }), response: SearchResolutionSchema },
  /**
   * §2 /search/?term=: the result list in the listing's layout, filtered and sorted by the same §2
   * listing query as a category, with the filters counted for the term's results.
   */
  getProductsByTerm: {
    payload: ListingQuerySchema.extend({
      term: SearchTermSchema,
      sort: ListingSortSchema.optional(),
      perPage: z.number().int().min(1).max(100).default(24),
    })
      .strict()
      .refine(
        ({ minPrice, maxPrice }) => minPrice === undefined || maxPrice === undefined || minPrice <= maxPrice,
        { path: ['minPrice'], error: 'must not exceed maxPrice' },
      ),
    response: ProductPageSchema.extend({ filters: FiltersSchema }),
  },
};
