import { parseListingQuery } from '@lumen/domain';
import { describe, expect, it } from 'vitest';
import { listingSearchQuery, listingSort } from './listing-search.ts';

// §2 listing query → the Storefront API's product search query (what GET products and GET filters take).

const fromUrl = (search: string) => parseListingQuery(new URLSearchParams(search));

describe('§2 listing query as the product search query', () => {
  it.each([
    { search: '', where: { categoryId: 12 } },
    {
      search: 'brand=7,3',
      where: { categoryId: 12, attributes: [{ type: 'attributes', key: 'brand', values: ['3', '7'] }] },
    },
    {
      search: 'color=black&categoryShopFilterSizes=M',
      where: {
        categoryId: 12,
        attributes: [
          { type: 'attributes', key: 'frameColor', values: ['black'] },
          { type: 'attributes', key: 'shopSize', values: ['M'] },
        ],
      },
    },
    { search: 'minPrice=9000&maxPrice=5000', where: { categoryId: 12, minPrice: 5000, maxPrice: 9000 } },
    {
      search: 'filters[polarized]=true&filters[frameShape]=round,cat_eye',
      where: {
        categoryId: 12,
        attributes: [
          { type: 'boolean', key: 'polarized', value: true },
          { type: 'attributes', key: 'frameShape', values: ['cat_eye', 'round'] },
        ],
      },
    },
    {
      search: 'color=black&filters[frameColor]=red,black',
      where: {
        categoryId: 12,
        attributes: [{ type: 'attributes', key: 'frameColor', values: ['black', 'red'] }],
      },
    },
  ])('?$search', ({ search, where }) => {
    expect(listingSearchQuery({ categoryId: 12 }, fromUrl(search))).toEqual(where);
  });

  it('leaves out filter keys the Storefront API cannot name (it refuses them with a 400)', () => {
    expect(
      listingSearchQuery(
        { categoryId: 4 },
        fromUrl('filters[6xm]=D2Mt&filters[lens-type_2]=true&filters[shape]=1'),
      ),
    ).toEqual({ categoryId: 4, attributes: [{ type: 'attributes', key: 'shape', values: ['1'] }] });
  });

  it('ignores what is not a filter (page, sort, size)', () => {
    expect(listingSearchQuery({ categoryId: 4 }, fromUrl('page=3&sort=price-desc&size=12'))).toEqual({
      categoryId: 4,
    });
  });

  it('§2 /search/: the term in place of the category, with the same filters', () => {
    expect(listingSearchQuery({ term: 'sonnenbrille' }, fromUrl('brand=7&minPrice=5000'))).toEqual({
      term: 'sonnenbrille',
      minPrice: 5000,
      attributes: [{ type: 'attributes', key: 'brand', values: ['7'] }],
    });
  });
});

describe('§9 sort options', () => {
  it.each([
    ['price-asc', { by: 'price', direction: 'asc' }],
    ['new-desc', { by: 'new', direction: 'desc' }],
    ['reduction-desc', { by: 'reduction', direction: 'desc' }],
  ] as const)('%s', (sort, expected) => {
    expect(listingSort(fromUrl(`sort=${sort}`).sort)).toEqual(expected);
  });

  it('no sort asked, none sent: the backend’s default order', () => {
    expect(listingSort(undefined)).toBeUndefined();
  });
});
