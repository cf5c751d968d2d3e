import { describe, expect, it } from 'vitest';
import {
  fetchesSuggestions,
  minimumSuggestionTermLength,
  productSuggestionPageSize,
  searchDebounceMs,
  searchFallbackContent,
  searchFallbackLimits,
  showsSearchFallback,
} from './search-flyout.ts';

describe('§2/§9 search flyout', () => {
  it('§9 debounce 500 ms, product suggestions 6 a page, more than 2 characters', () => {
    expect(searchDebounceMs).toBe(500);
    expect(productSuggestionPageSize).toBe(6);
    expect(minimumSuggestionTermLength).toBe(3);
  });

  it('§2 fallback: 6 newest products, top 3 categories, top 3 default pages', () => {
    expect(searchFallbackLimits).toEqual({ newestProducts: 6, topCategories: 3, defaultPages: 3 });
  });

  it.each([
    ['', false],
    ['ab', false],
    ['  ab  ', false],
    ['abc', true],
    [' abc', true],
    ['a b', true],
    ['abcdef', true],
    // An emoji is one character, though two UTF-16 units.
    ['\uD83D\uDE00a', false],
    ['\uD83D\uDE00ab', true],
  ])('§9 suggestions need more than 2 characters: %j asks for them: %s', (query, fetches) => {
    expect(fetchesSuggestions(query)).toBe(fetches);
  });

  it.each([
    ['', 0, true],
    ['a', 0, true],
    ['ab', 0, true],
    [' ab ', 0, true],
    ['ab', 1, false],
    ['', 2, false],
    ['abc', 0, false],
    ['abc', 4, false],
    ['\uD83D\uDE00a', 0, true],
  ])('§2 fallback: query %j with %i suggestions shows the fallback: %s', (query, count, shows) => {
    expect(showsSearchFallback(query, count)).toBe(shows);
  });

  it('§2 fallback content is cut to 6 newest products, 3 categories, 3 default pages', () => {
    const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
    expect(
      searchFallbackContent({
        newestProducts: numbers(8),
        topCategories: numbers(5),
        defaultPages: numbers(4),
      }),
    ).toEqual({ newestProducts: [1, 2, 3, 4, 5, 6], topCategories: [1, 2, 3], defaultPages: [1, 2, 3] });
    expect(
      searchFallbackContent({ newestProducts: numbers(2), topCategories: [], defaultPages: numbers(1) }),
    ).toEqual({ newestProducts: [1, 2], topCategories: [], defaultPages: [1] });
  });
});
