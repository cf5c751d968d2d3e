/** §9: the search box waits 500 ms after the last keystroke before it asks for suggestions. */
export const searchDebounceMs = 500;

/** §9: suggestions are asked for with more than 2 characters, that is from 3. */
export const minimumSuggestionTermLength = 3;

/** §9: product suggestions come 6 at a time. */
export const productSuggestionPageSize = 6;

/** §2: what the flyout shows before there is anything to suggest. */
export const searchFallbackLimits = {
  newestProducts: 6,
  topCategories: 3,
  defaultPages: 3,
} as const;

// Characters as a shopper counts them: code points, so an emoji counts once, not as two halves.
function characterCount(query: string): number {
  return [...query.trim()].length;
}

/** §9: whether the flyout asks for suggestions for this query (more than 2 characters, trimmed). */
export function fetchesSuggestions(query: string): boolean {
  return characterCount(query) >= minimumSuggestionTermLength;
}

/**
 * §2: the flyout shows its fallback content when the query is 2 characters or less (trimmed) and
 * there are no suggestions. A longer query without suggestions shows the empty state instead.
 */
export function showsSearchFallback(query: string, suggestionCount: number): boolean {
  return characterCount(query) < minimumSuggestionTermLength && suggestionCount === 0;
}

export interface SearchFallbackContent<Product, Category, Page> {
  newestProducts: readonly Product[];
  topCategories: readonly Category[];
  defaultPages: readonly Page[];
}

/**
 * §2: the fallback content cut to its limits: the 6 newest products, the top 3 categories and the
 * top 3 default pages (the shop's navigationDefaultContents), each list already in its order.
 */
export function searchFallbackContent<Product, Category, Page>(
  content: SearchFallbackContent<Product, Category, Page>,
): SearchFallbackContent<Product, Category, Page> {
  return {
    newestProducts: content.newestProducts.slice(0, searchFallbackLimits.newestProducts),
    topCategories: content.topCategories.slice(0, searchFallbackLimits.topCategories),
    defaultPages: content.defaultPages.slice(0, searchFallbackLimits.defaultPages),
  };
}
