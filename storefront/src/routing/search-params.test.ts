import { describe, expect, it } from 'vitest';
import { parseSearch, searchEntries, stringifySearch } from './search-params.ts';

describe('§2 search params are written as the spec writes them, not as JSON', () => {
  it.each([
    ['?filters[shape]=1,4&page=2', { 'filters[shape]': '1,4', page: '2' }],
    ['?term=ray%20ban', { term: 'ray ban' }],
    ['?brand=3&brand=7', { brand: ['3', '7'] }],
    ['?storeMode', { storeMode: '' }],
    ['', {}],
  ])('%s', (query, search) => {
    expect(parseSearch(query)).toEqual(search);
    expect(stringifySearch(parseSearch(query))).toBe(query.replace('storeMode', 'storeMode='));
  });

  it('writes numbers and booleans as text and leaves out what has no value', () => {
    expect(stringifySearch({ page: 2, showBasket: true, sort: undefined, term: null })).toBe(
      '?page=2&showBasket=true',
    );
  });

  it('escapes what would end a value or a parameter', () => {
    expect(stringifySearch({ term: 'a&b=c #1' })).toBe('?term=a%26b%3Dc%20%231');
    expect(parseSearch(stringifySearch({ term: 'a&b=c #1' }))).toEqual({ term: 'a&b=c #1' });
  });

  it('hands domain readers name/value pairs, repeated names repeated', () => {
    expect(searchEntries({ brand: ['3', '7'], page: 2 })).toEqual([
      ['brand', '3'],
      ['brand', '7'],
      ['page', '2'],
    ]);
  });
});
