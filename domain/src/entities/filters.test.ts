import { describe, expect, it } from 'vitest';
import {
  CategoryFiltersSchema,
  FilterSchema,
  FilterValuesSchema,
  FiltersSchema,
  categoryFilterTypes,
  filterTypes,
} from './filters.ts';
import { refusalMessage, refusalPath } from './schema-checks.fixtures.ts';
import { sdkFilters, sdkNavigationTree } from './wire-samples.fixtures.ts';

const [booleanFilter, attributesFilter, rangeFilter, identifierFilter] = sdkFilters;

describe('§3 filters (types boolean, attributes, identifier, range)', () => {
  it('has the four filter types of §3', () => {
    expect(filterTypes).toEqual(['boolean', 'attributes', 'identifier', 'range']);
    expect(new Set(sdkFilters.map((filter) => filter.type))).toEqual(new Set(filterTypes));
  });

  it.each([
    [
      'a boolean filter with one value',
      { ...booleanFilter, values: [{ name: true, productCount: 1 }] },
      ['values'],
    ],
    ['a boolean filter with an id', { ...booleanFilter, id: 4 }, ['id']],
    [
      'a boolean value that is a word',
      {
        ...booleanFilter,
        values: [
          { name: 'ja', productCount: 1 },
          { name: false, productCount: 2 },
        ],
      },
      ['values', 0, 'name'],
    ],
    [
      'a negative product count',
      { ...attributesFilter, values: [{ id: 1, name: 'x', value: 'x', productCount: -1 }] },
      ['values', 0, 'productCount'],
    ],
    [
      'an attributes filter without group type',
      { ...attributesFilter, attributeGroupType: undefined },
      ['attributeGroupType'],
    ],
    [
      'an attribute value without id',
      { ...attributesFilter, values: [{ name: 'x', value: 'x', productCount: 1 }] },
      ['values', 0, 'id'],
    ],
    [
      'a range with min above max',
      { ...rangeFilter, values: [{ min: 500, max: 499, productCount: 3 }] },
      ['values', 0, 'min'],
    ],
    [
      'a range with two values',
      {
        ...rangeFilter,
        values: [
          { min: 1, max: 2, productCount: 1 },
          { min: 1, max: 2, productCount: 1 },
        ],
      },
      ['values'],
    ],
    [
      'a range in fractional cents',
      { ...rangeFilter, values: [{ min: 1.5, max: 2, productCount: 1 }] },
      ['values', 0, 'min'],
    ],
    [
      'an identifier value with id 0',
      { ...identifierFilter, values: [{ id: 0, productCount: 1 }] },
      ['values', 0, 'id'],
    ],
    ['an empty slug', { ...identifierFilter, slug: '' }, ['slug']],
    ['an unknown type', { ...identifierFilter, type: 'color' }, ['type']],
  ])('%s is refused', (_case, value, path) => {
    expect(refusalPath(FilterSchema, value)).toEqual(path);
  });

  it('a range whose bounds meet is accepted; the broken rule is named', () => {
    expect(FilterSchema.parse({ ...rangeFilter, values: [{ min: 500, max: 500, productCount: 1 }] })).toEqual(
      {
        ...rangeFilter,
        values: [{ min: 500, max: 500, productCount: 1 }],
      },
    );
    expect(
      refusalMessage(FilterSchema, { ...rangeFilter, values: [{ min: 2, max: 1, productCount: 1 }] }),
    ).toBe('range min must not exceed max');
  });

  it('a filter list refuses a broken filter at its position', () => {
    expect(refusalPath(FiltersSchema, [booleanFilter, { ...rangeFilter, id: 1 }])).toEqual([1, 'id']);
  });

  it.each([
    ['boolean', booleanFilter?.values],
    ['range', rangeFilter?.values],
    ['attributes', attributesFilter?.values],
    ['identifier', identifierFilter?.values],
  ])('the values of one %s group (filters/{group}/values) are accepted', (_type, values) => {
    expect(FilterValuesSchema.parse(values)).toEqual(values);
  });

  it('values of no known shape are refused', () => {
    expect(FilterValuesSchema.safeParse([{ name: 'x' }]).success).toBe(false);
  });
});

describe('filter presets of category links', () => {
  const [categoryItem] = sdkNavigationTree.items;
  const presets = categoryItem?.type === 'category' ? categoryItem.filters : [];

  it('are attribute or boolean presets; other kinds are dropped, broken known ones refused', () => {
    expect(categoryFilterTypes).toEqual(['attribute', 'boolean']);
    expect(CategoryFiltersSchema.parse([{ type: undefined }, ...presets, { type: 'range' }])).toEqual(
      presets,
    );
    expect(
      refusalPath(CategoryFiltersSchema, [
        { type: 'boolean', booleanFilter: { slug: '', value: true, label: 'x' } },
      ]),
    ).toEqual([0, 'booleanFilter', 'slug']);
    expect(
      refusalPath(CategoryFiltersSchema, [
        {
          type: 'attribute',
          attributeFilter: {
            group: { id: 2, key: 'brand', label: 'Marke', type: 'brand', multiSelect: 'yes' },
            values: [],
          },
        },
      ]),
    ).toEqual([0, 'attributeFilter', 'group', 'multiSelect']);
  });
});
