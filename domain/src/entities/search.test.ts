import { describe, expect, it } from 'vitest';
import { refusalPath } from './schema-checks.fixtures.ts';
import {
  SearchSuggestionSchema,
  SearchSuggestionsSchema,
  TypeaheadSuggestionSchema,
  TypeaheadSuggestionsSchema,
  searchSuggestionTypes,
} from './search.ts';
import { sdkCategory, sdkProduct, sdkSearchSuggestions, sdkTypeahead } from './wire-samples.fixtures.ts';

const [productSuggestion, categorySuggestion, navigationSuggestion] = sdkSearchSuggestions.suggestions;

describe('§3 search suggestion types: product, category (category, productCount), navigationItem', () => {
  it('has the three types of §3', () => {
    expect(searchSuggestionTypes).toEqual(['product', 'category', 'navigationItem']);
  });

  it('a category suggestion carries its product count when the API sends one', () => {
    const withCount = {
      type: 'category',
      categorySuggestion: { category: sdkCategory, filters: [], productCount: 18 },
    };
    expect(SearchSuggestionSchema.parse(withCount)).toEqual(withCount);
    expect(
      SearchSuggestionSchema.parse({
        ...withCount,
        categorySuggestion: { ...withCount.categorySuggestion, productCount: 0 },
      }),
    ).toEqual({
      ...withCount,
      categorySuggestion: { ...withCount.categorySuggestion, productCount: 0 },
    });
  });

  it.each([
    ['an unknown type', { ...productSuggestion, type: 'brand' }, ['type']],
    [
      'a product suggestion without product',
      { type: 'product', productSuggestion: {} },
      ['productSuggestion', 'product'],
    ],
    [
      'a category suggestion with a negative count',
      { type: 'category', categorySuggestion: { category: sdkCategory, filters: [], productCount: -1 } },
      ['categorySuggestion', 'productCount'],
    ],
    [
      'a category suggestion without filters',
      { type: 'category', categorySuggestion: { category: sdkCategory } },
      ['categorySuggestion', 'filters'],
    ],
    [
      'a navigation suggestion without item',
      { type: 'navigationItem', navigationItemSuggestion: {} },
      ['navigationItemSuggestion', 'navigationItem'],
    ],
  ])('a suggestion with %s is refused', (_case, value, path) => {
    expect(refusalPath(SearchSuggestionSchema, value)).toEqual(path);
  });

  it('a suggestion list drops kinds the shop does not know and keeps the order of the rest', () => {
    const answer = {
      suggestions: [
        { type: undefined },
        categorySuggestion,
        { type: 'brand' },
        productSuggestion,
        navigationSuggestion,
      ],
    };
    expect(SearchSuggestionsSchema.parse(answer)).toEqual({
      suggestions: [categorySuggestion, productSuggestion, navigationSuggestion],
    });
    expect(
      refusalPath(SearchSuggestionsSchema, { suggestions: [{ type: 'product', productSuggestion: {} }] }),
    ).toEqual(['suggestions', 0, 'productSuggestion', 'product']);
    expect(refusalPath(SearchSuggestionsSchema, {})).toEqual(['suggestions']);
  });
});

describe('typeahead suggestions (POST typeahead)', () => {
  const topMatch = sdkTypeahead.topMatch;
  const brandOrCategory =
    topMatch?.type === 'brandOrCategory' ? topMatch.brandOrCategorySuggestion : undefined;

  it('a typeahead answer without top match is accepted', () => {
    expect(TypeaheadSuggestionsSchema.parse({ suggestions: [] })).toEqual({ suggestions: [] });
  });

  it.each([['brand'], ['category']])(
    'a brand-or-category suggestion whose primary match is the %s is accepted',
    (primaryMatch) => {
      const suggestion = { ...topMatch, brandOrCategorySuggestion: { ...brandOrCategory, primaryMatch } };
      expect(TypeaheadSuggestionSchema.parse(suggestion)).toEqual(suggestion);
    },
  );

  it.each([
    [
      'an unknown primary match',
      { ...topMatch, brandOrCategorySuggestion: { ...brandOrCategory, primaryMatch: 'color' } },
      ['brandOrCategorySuggestion', 'primaryMatch'],
    ],
    [
      'a negative product count',
      { ...topMatch, brandOrCategorySuggestion: { ...brandOrCategory, productCount: -1 } },
      ['brandOrCategorySuggestion', 'productCount'],
    ],
    [
      'a filter value id of 0',
      {
        ...topMatch,
        brandOrCategorySuggestion: {
          ...brandOrCategory,
          attributeFilters: [{ slug: 'brand', name: 'Marke', values: [0] }],
        },
      },
      ['brandOrCategorySuggestion', 'attributeFilters', 0, 'values', 0],
    ],
    [
      'a brand without name',
      { ...topMatch, brandOrCategorySuggestion: { ...brandOrCategory, brand: { id: 1 } } },
      ['brandOrCategorySuggestion', 'brand', 'name'],
    ],
    ['no score', { ...topMatch, score: undefined }, ['score']],
    [
      'a product suggestion without text',
      { type: 'product', score: 1, productSuggestion: { product: sdkProduct } },
      ['productSuggestion', 'suggestion'],
    ],
  ])('a typeahead suggestion with %s is refused', (_case, value, path) => {
    expect(refusalPath(TypeaheadSuggestionSchema, value)).toEqual(path);
  });
});
