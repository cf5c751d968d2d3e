import { z } from 'zod';
import { PageNumberSchema } from '../../entities/pagination.ts';
import { SearchSuggestionsSchema } from '../../entities/search.ts';
import { SearchResolutionSchema } from '../../search/search-submit.ts';
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
  /** §2 /search/?term=: the result list. */
  getProductsByTerm: {
    payload: z.strictObject({
      term: SearchTermSchema,
      perPage: z.number().int().min(1).max(100).default(24),
      page: PageNumberSchema.default(1),
    }),
    response: ProductPageSchema,
  },
};
