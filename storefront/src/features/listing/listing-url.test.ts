import { describe, expect, it } from 'vitest';
import { parseSearch } from '../../routing/search-params.ts';
import {
  activeFilterCount,
  isListingParameter,
  listingHref,
  listingQueryOfSearch,
  listingSearch,
  otherSearchParams,
  parameterOfFilter,
  selectedValues,
  withBoolean,
  withPage,
  withPageSize,
  withPriceRange,
  withSelectedValues,
  withSort,
  withoutFilters,
} from './listing-url.ts';

describe('§2 a listing URL and its query', () => {
  it('reads every kept parameter and the category filters from the router’s plain search', () => {
    const search = parseSearch(
      '?page=3&sort=price-desc&size=48&brand=7,3&color=1001&minPrice=5000&maxPrice=15000' +
        '&categoryShopFilterSizes=9001&filters[frameShape]=3002,3001&filters[onlineExclusive]=true&utm_source=x',
    );
    expect(listingQueryOfSearch(search)).toEqual({
      page: 3,
      sort: { by: 'price', direction: 'desc' },
      size: 48,
      brand: ['3', '7'],
      color: ['1001'],
      minPrice: 5000,
      maxPrice: 15000,
      categoryShopFilterSizes: ['9001'],
      filters: { frameShape: ['3001', '3002'], onlineExclusive: true },
    });
  });

  it('drops what a bad address holds instead of failing: ?page=abc&sort=zzz&filters[x]=<>', () => {
    expect(listingQueryOfSearch(parseSearch('?page=abc&sort=zzz&filters[x]=%3C%3E'))).toEqual({});
  });

  it('reads the repeated values a GET form submits as one list', () => {
    const search = parseSearch('?filters[frameShape]=3002&filters[frameShape]=3001&brand=3&brand=7');
    expect(listingQueryOfSearch(search)).toEqual({
      brand: ['3', '7'],
      filters: { frameShape: ['3001', '3002'] },
    });
  });

  it('writes the canonical query and keeps the parameters that are not the listing’s', () => {
    const current = parseSearch(
      '?search=ray%20ban&page=2&storeMode=1&filters[x]=1&priceFrom=10&apply=filters',
    );
    expect(otherSearchParams(current)).toEqual({ search: 'ray ban', storeMode: '1' });
    expect(listingSearch(current, { page: 4, brand: ['3'] })).toEqual({
      search: 'ray ban',
      storeMode: '1',
      page: '4',
      brand: '3',
    });
    expect(listingHref('/brillen/', current, { filters: { frameShape: ['3001', '3002'] } })).toBe(
      '/brillen/?search=ray%20ban&storeMode=1&filters[frameShape]=3001,3002',
    );
  });

  it('names the listing’s own parameters, the form’s fields among them', () => {
    for (const name of [
      'page',
      'sort',
      'size',
      'brand',
      'color',
      'minPrice',
      'maxPrice',
      'filters[a]',
      'priceFrom',
      'priceTo',
      'apply',
    ])
      expect(isListingParameter(name), name).toBe(true);
    for (const name of ['search', 'term', 'storeMode', 'filter[a]', '_storyblok'])
      expect(isListingParameter(name), name).toBe(false);
  });

  it('writes page 1 as the address without page (§2)', () => {
    expect(
      listingHref('/brillen/', {}, withPage({ page: 3, sort: { by: 'new', direction: 'desc' } }, 1)),
    ).toBe('/brillen/?sort=new-desc');
    expect(withPage({}, 2)).toEqual({ page: 2 });
  });
});

describe('editing a listing query', () => {
  const query = {
    page: 3,
    sort: { by: 'price', direction: 'asc' },
    size: 48,
    brand: ['3'],
    filters: { frameShape: ['3001'], sale: true },
  } as const;
  const base = {
    ...query,
    brand: [...query.brand],
    filters: { frameShape: [...query.filters.frameShape], sale: true as const },
  };

  it('starts every change of what is shown at page 1', () => {
    expect(withSort(base, { by: 'new', direction: 'desc' }).page).toBeUndefined();
    expect(withPageSize(base, 96).page).toBeUndefined();
    expect(withSelectedValues(base, 'frameShape', ['3002']).page).toBeUndefined();
    expect(withBoolean(base, 'sale', false).page).toBeUndefined();
    expect(withPriceRange(base, { min: 1000, max: 2000 }).page).toBeUndefined();
    expect(withPriceRange({ minPrice: 5, page: 2 }, { max: 2000 })).toEqual({ maxPrice: 2000 });
  });

  it('puts brand, frame colour and size under their named parameters, the rest under filters[…]', () => {
    expect(parameterOfFilter('brand')).toBe('brand');
    expect(parameterOfFilter('frameColor')).toBe('color');
    expect(parameterOfFilter('shopSize')).toBe('categoryShopFilterSizes');
    expect(parameterOfFilter('faceShape')).toBe('filters[faceShape]');
    expect(withSelectedValues({}, 'frameColor', ['1001', '1002'])).toEqual({ color: ['1001', '1002'] });
    expect(selectedValues({ color: ['1001'] }, 'frameColor')).toEqual(['1001']);
    expect(withSelectedValues(base, 'frameShape', [])).toEqual({
      sort: base.sort,
      size: 48,
      brand: ['3'],
      filters: { sale: true },
    });
    expect(withSelectedValues({ brand: ['3'] }, 'brand', [])).toEqual({});
  });

  it('turns yes/no filters on and off, and leaves no empty filters object', () => {
    expect(withBoolean({}, 'polarized', true)).toEqual({ filters: { polarized: true } });
    expect(withBoolean({ filters: { polarized: true } }, 'polarized', false)).toEqual({});
  });

  it('keeps the default page size out of the address', () => {
    expect(withPageSize({ size: 48 }, 24)).toEqual({});
    expect(withPageSize({}, 96)).toEqual({ size: 96 });
  });

  it('resets the filters but keeps the order and the page size', () => {
    expect(withoutFilters({ ...base, minPrice: 100 })).toEqual({ sort: base.sort, size: 48 });
  });

  it('counts the active values, the price range once', () => {
    expect(activeFilterCount({ ...base, color: ['1', '2'], minPrice: 1, maxPrice: 5 })).toBe(6);
    expect(activeFilterCount({ page: 2, sort: base.sort })).toBe(0);
  });
});
