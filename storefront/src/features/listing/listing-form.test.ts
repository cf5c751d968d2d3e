import { describe, expect, it } from 'vitest';
import type { Filters } from '@lumen/domain';
import { parseSearch } from '../../routing/search-params.ts';
import { priceBoundsOf, submittedFormQuery, typedAmountInCents } from './listing-form.ts';

const filters: Filters = [
  {
    type: 'range',
    id: null,
    slug: 'prices',
    name: 'Preis',
    values: [{ min: 4990, max: 25900, productCount: 20 }],
  },
];

describe('the filter form without scripts (§2 listing URLs as GET forms)', () => {
  it('reads typed amounts in whole units as cents', () => {
    expect(typedAmountInCents('129')).toBe(12900);
    expect(typedAmountInCents(' 129,50 ')).toBe(12950);
    expect(typedAmountInCents('1 299')).toBe(129900);
    expect(typedAmountInCents("1'299.5")).toBe(129950);
    for (const text of ['', 'abc', '-5', '1e3', '12.345', undefined])
      expect(typedAmountInCents(text), String(text)).toBeUndefined();
  });

  it('is no form’s without the submit button’s name', async () => {
    expect(
      await submittedFormQuery(parseSearch('?priceFrom=50'), () => Promise.resolve(filters)),
    ).toBeUndefined();
  });

  it('turns the submitted fields into the canonical query, prices left at the bounds meaning any', async () => {
    const search = parseSearch(
      '?apply=filters&filters[faceShape]=6002&filters[faceShape]=6001&page=4&sort=price-asc&priceFrom=49&priceTo=259',
    );
    expect(await submittedFormQuery(search, () => Promise.resolve(filters))).toEqual({
      sort: { by: 'price', direction: 'asc' },
      filters: { faceShape: ['6001', '6002'] },
    });
  });

  it('keeps the address’s price range and drops the default page size when the order form is submitted', async () => {
    const search = parseSearch(
      '?apply=order&maxPrice=10000&filters[rimType]=4001&sort=price-asc&size=24&page=3',
    );
    expect(await submittedFormQuery(search, () => Promise.resolve(filters))).toEqual({
      sort: { by: 'price', direction: 'asc' },
      maxPrice: 10000,
      filters: { rimType: ['4001'] },
    });
  });

  it('takes typed prices as the range, in order', async () => {
    const search = parseSearch('?apply=filters&priceFrom=150&priceTo=60,50');
    expect(await submittedFormQuery(search, () => Promise.resolve(filters))).toEqual({
      minPrice: 6050,
      maxPrice: 15000,
    });
  });

  it('asks for the bounds without the price filter, and only when prices were typed', async () => {
    const asked: unknown[] = [];
    const filtersOf = (query: unknown) => {
      asked.push(query);
      return Promise.resolve(filters);
    };
    await submittedFormQuery(parseSearch('?apply=order&sort=new-desc&minPrice=5000'), filtersOf);
    expect(asked).toEqual([]);
    await submittedFormQuery(parseSearch('?apply=filters&minPrice=5000&brand=3&priceFrom=60'), filtersOf);
    expect(asked).toEqual([{ brand: ['3'] }]);
  });

  it('finds the price bounds in the filters answer', () => {
    expect(priceBoundsOf(filters)).toEqual([4990, 25900]);
    expect(priceBoundsOf([])).toBeUndefined();
  });
});
