import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getShopByCode } from '../shops/shop-table.ts';
import {
  ListingQuerySchema,
  canonicalListingSearch,
  categorySuggestionPath,
  formatListingQuery,
  listingQueryLimits,
  listingSortDirections,
  listingSortKeys,
  maxListingPageSize,
  parseListingQuery,
} from './listing-query.ts';
import type { CategorySuggestionExtra, ListingQuery } from './listing-query.ts';

const parse = (search: string) => parseListingQuery(new URLSearchParams(search));

describe('§2 listing URLs keep only page, sort, size, brand, color, minPrice, maxPrice, categoryShopFilterSizes and the filters', () => {
  it.each<[string, ListingQuery]>([
    ['', {}],
    ['?utm_source=news&term=x&search=sonne&storeMode', {}],
    ['?page=2', { page: 2 }],
    ['?page=1', {}],
    ['?page=0', {}],
    ['?page=-2', {}],
    ['?page=2.5', {}],
    ['?page=abc', {}],
    ['?page=', {}],
    ['?page=007', {}],
    ['?page=+2', {}],
    ['?page=2e0', {}],
    ['?page=2.0', {}],
    ['?page=9007199254740992', {}],
    // The Storefront API's last page; a listing call never asks for one beyond it.
    ['?page=10000', { page: 10_000 }],
    ['?page=10001', {}],
    ['?page=10000000', {}],
    ['?page=3&page=4', { page: 3 }],
    ['?sort=price-asc', { sort: { by: 'price', direction: 'asc' } }],
    ['?sort=reduction-desc', { sort: { by: 'reduction', direction: 'desc' } }],
    ['?sort=new-desc', { sort: { by: 'new', direction: 'desc' } }],
    // §9 a key alone sorts in the direction a shopper expects of it.
    ['?sort=price', { sort: { by: 'price', direction: 'asc' } }],
    ['?sort=new', { sort: { by: 'new', direction: 'desc' } }],
    ['?sort=reduction', { sort: { by: 'reduction', direction: 'desc' } }],
    ['?sort=price-', {}],
    ['?sort=-asc', {}],
    ['?sort=price-up', {}],
    ['?sort=name-asc', {}],
    ['?sort=price-asc-x', {}],
    ['?size=1', { size: 1 }],
    [`?size=${maxListingPageSize}`, { size: maxListingPageSize }],
    [`?size=${maxListingPageSize + 1}`, {}],
    ['?size=0', {}],
    ['?brand=7', { brand: ['7'] }],
    ['?brand=9,7,9&brand=12', { brand: ['12', '7', '9'] }],
    ['?brand=,7,,', { brand: ['7'] }],
    ['?brand=a%20b,c', { brand: ['c'] }],
    ['?brand=', {}],
    ['?color=red,blue', { color: ['blue', 'red'] }],
    ['?minPrice=0', { minPrice: 0 }],
    ['?maxPrice=15000', { maxPrice: 15000 }],
    ['?minPrice=5000&maxPrice=15000', { minPrice: 5000, maxPrice: 15000 }],
    ['?minPrice=15000&maxPrice=5000', { minPrice: 5000, maxPrice: 15000 }],
    ['?minPrice=5000&maxPrice=5000', { minPrice: 5000, maxPrice: 5000 }],
    ['?minPrice=15000&maxPrice=x', { minPrice: 15000 }],
    ['?minPrice=-1&maxPrice=10', { maxPrice: 10 }],
    ['?categoryShopFilterSizes=M,S,52-18,5.5', { categoryShopFilterSizes: ['5.5', '52-18', 'M', 'S'] }],
    ['?filters[frameShape]=4,1,4', { filters: { frameShape: ['1', '4'] } }],
    ['?filters%5BframeShape%5D=4%2C1', { filters: { frameShape: ['1', '4'] } }],
    ['?filters[frameShape]=4&filters[frameShape]=2', { filters: { frameShape: ['2', '4'] } }],
    ['?filters[sustainable]=true', { filters: { sustainable: true } }],
    ['?filters[sustainable]=true&filters[sustainable]=true', { filters: { sustainable: true } }],
    ['?filters[sustainable]=false', { filters: { sustainable: ['false'] } }],
    ['?filters[a]=true&filters[a]=3', { filters: { a: ['3', 'true'] } }],
    ['?filters[a]=', {}],
    ['?filters[__proto__]=1', { filters: Object.fromEntries([['__proto__', ['1']]]) }],
    ['?filters[a b]=1&filters[]=1&filters[a]]=1&filter[a]=1&xfilters[a]=1', {}],
  ])('§2 %s reads as %j', (search, query) => {
    expect(parse(search)).toStrictEqual(query);
  });

  it.each([
    [{ filters: { frameShape: ['1'], 'lens-type_2': true } }, true],
    [{ filters: { 'a b': ['1'] } }, false],
    [{ filters: { a: [] } }, false],
    [{ filters: { a: false } }, false],
    [{ brand: ['a,b'] }, false],
  ])('§2 the typed query %j is valid: %s', (query, valid) => {
    expect(ListingQuerySchema.safeParse(query).success).toBe(valid);
  });

  it('knows the sort options and directions of §9', () => {
    expect(listingSortKeys).toEqual(['price', 'new', 'reduction']);
    expect(listingSortDirections).toEqual(['asc', 'desc']);
  });

  it.each<[ListingQuery, string]>([
    [{}, ''],
    [{ page: 1 }, ''],
    [{ page: 2 }, '?page=2'],
    [
      {
        filters: { shape: ['4', '1'], sustainable: true, '12': ['3'] },
        categoryShopFilterSizes: ['S'],
        maxPrice: 100,
        minPrice: 10,
        color: ['red'],
        brand: ['9', '7'],
        size: 24,
        sort: { by: 'price', direction: 'desc' },
        page: 3,
      },
      '?page=3&sort=price-desc&size=24&brand=7,9&color=red&minPrice=10&maxPrice=100' +
        '&categoryShopFilterSizes=S&filters[12]=3&filters[shape]=1,4&filters[sustainable]=true',
    ],
    [{ brand: [] }, ''],
    [{ brand: ['a b', '7'] }, '?brand=7'],
    [{ minPrice: 200, maxPrice: 100 }, '?minPrice=100&maxPrice=200'],
    [{ size: 0 }, ''],
    [{ filters: {} }, ''],
    [{ filters: { b: ['2'], a: ['1'], ab: ['3'] } }, '?filters[a]=1&filters[ab]=3&filters[b]=2'],
  ])('§2 %j is written as %s, in a stable parameter order', (query, search) => {
    expect(formatListingQuery(query)).toBe(search);
  });

  it.each([
    ['?utm_source=x&page=1&sort=new-desc&brand=3,1,3', '?sort=new-desc&brand=1,3'],
    ['?filters[b]=2&page=2&filters[a]=true', '?page=2&filters[a]=true&filters[b]=2'],
    ['?search=sonne', ''],
  ])('§2 the canonical address of %s is %j', (search, canonical) => {
    expect(canonicalListingSearch(new URLSearchParams(search))).toBe(canonical);
  });
});

// Every value travels in the backend's address, so a query holds only so many.
describe('§2 a listing query holds no more values than the backend’s address can carry', () => {
  const many = (count: number) =>
    Array.from({ length: count }, (_, index) => `v${String(index).padStart(2, '0')}`);

  it('keeps the first values of a list, in sort order, up to what a list holds', () => {
    const query = parse(`?brand=${many(30).join(',')}`);
    expect(query.brand).toEqual(many(listingQueryLimits.valuesPerList));
  });

  it('keeps the first filter groups by key, up to what a query holds', () => {
    const search = many(15)
      .map((key) => `filters[${key}]=1`)
      .join('&');
    expect(Object.keys(parse(`?${search}`).filters ?? {})).toEqual(many(listingQueryLimits.filterGroups));
  });

  it.each([
    ['a value id longer than 40 characters', `?brand=${'x'.repeat(41)}`, {}],
    ['a filter group key longer than 40 characters', `?filters[${'k'.repeat(41)}]=1`, {}],
  ])('drops %s', (_case, search, expected) => {
    expect(parse(search)).toEqual(expected);
  });

  it.each([
    ['brand', { brand: many(listingQueryLimits.valuesPerList + 1) }],
    ['brand', { brand: ['x'.repeat(41)] }],
    [
      'filters',
      { filters: Object.fromEntries(many(listingQueryLimits.filterGroups + 1).map((key) => [key, true])) },
    ],
  ])('the schema refuses more at %s', (field, query) => {
    const parsed = ListingQuerySchema.safeParse(query);
    expect(parsed.error?.issues.map((issue) => issue.path[0])).toEqual([field]);
  });
});

const valueId = fc.stringMatching(/^[A-Za-z0-9._-]{1,6}$/);
const valueIds = fc.uniqueArray(valueId, { minLength: 1, maxLength: 4 }).map((ids) => ids.sort());

/** Canonical listing queries: what parsing yields. */
const canonicalQuery: fc.Arbitrary<ListingQuery> = fc
  .record(
    {
      page: fc.integer({ min: 2, max: 10_000 }),
      sort: fc.record(
        { by: fc.constantFrom(...listingSortKeys), direction: fc.constantFrom(...listingSortDirections) },
        { noNullPrototype: true },
      ),
      size: fc.integer({ min: 1, max: maxListingPageSize }),
      brand: valueIds,
      color: valueIds,
      prices: fc.tuple(fc.nat(), fc.nat()).map(([a, b]) => (a <= b ? [a, b] : [b, a])),
      categoryShopFilterSizes: valueIds,
      filters: fc.dictionary(
        fc.stringMatching(/^[A-Za-z0-9_-]{1,8}$/),
        fc.oneof(fc.constant(true as const), valueIds),
        { minKeys: 1, maxKeys: 4, noNullPrototype: true },
      ),
    },
    { requiredKeys: [], noNullPrototype: true },
  )
  .map(({ prices, ...rest }) => ({
    ...rest,
    ...(prices ? { minPrice: prices[0], maxPrice: prices[1] } : {}),
  }));

describe('§2 listing query round trip (property)', () => {
  it('parsing the written form of a canonical query gives the query back', () => {
    fc.assert(
      fc.property(canonicalQuery, (query) => {
        expect(ListingQuerySchema.parse(query)).toEqual(query);
        expect(parse(formatListingQuery(query))).toStrictEqual(query);
      }),
    );
  });

  it('canonicalising any query twice changes nothing the second time', () => {
    const names = fc.constantFrom('page', 'sort', 'size', 'brand', 'minPrice', 'maxPrice', 'filters[a]', 'x');
    const values = fc.oneof(fc.string({ maxLength: 6 }), fc.integer().map(String), fc.constant('true'));
    fc.assert(
      fc.property(fc.array(fc.tuple(names, values), { maxLength: 8 }), (pairs) => {
        const once = canonicalListingSearch(pairs);
        expect(canonicalListingSearch(new URLSearchParams(once))).toBe(once);
      }),
    );
  });
});

describe('§2 category suggestion links may add ?brand={id} or ?search={term}', () => {
  const de = getShopByCode('de-de');
  const pl = getShopByCode('pl-pl');

  it.each<[string[], CategorySuggestionExtra | undefined, string]>([
    [['brillen'], undefined, '/brillen/'],
    [['brillen', 'sonnenbrillen'], { brand: '42' }, '/brillen/sonnenbrillen/?brand=42'],
    [['brillen'], { brand: 42 }, '/brillen/?brand=42'],
    [['brillen'], { search: 'ray ban' }, '/brillen/?search=ray%20ban'],
    [['brillen'], { search: '  Größe & Co/?#  ' }, '/brillen/?search=Gr%C3%B6%C3%9Fe%20%26%20Co%2F%3F%23'],
    [['brillen'], { search: '   ' }, '/brillen/'],
    [['brillen'], { search: '' }, '/brillen/'],
  ])('%j with %j → %s', (path, extra, href) => {
    expect(categorySuggestionPath(de, path, extra)).toBe(href);
  });

  it('uses the shop whose route table holds the category', () => {
    expect(categorySuggestionPath(pl, ['niederlassungen'], { brand: '1' })).toBe('/niederlassungen/?brand=1');
    expect(() => categorySuggestionPath(de, ['niederlassungen'])).toThrow();
  });

  it.each(['', 'a b', '1&x=2'])('refuses the brand id %j', (brand) => {
    expect(() => categorySuggestionPath(de, ['brillen'], { brand })).toThrow(
      `A brand id is an id, got ${JSON.stringify(brand)}`,
    );
  });
});
