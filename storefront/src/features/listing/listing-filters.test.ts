import { describe, expect, it } from 'vitest';
import type { Filters } from '@lumen/domain';
import { activeFilterChips, listingFilterGroups } from './listing-filters.ts';

/** A filters answer as getProductsByCategory gives it for a sunglasses listing (api seed groups). */
const filters: Filters = [
  {
    type: 'attributes',
    id: 1,
    slug: 'frameColor',
    name: 'Farbe',
    attributeGroupType: 'listed',
    values: [
      { id: 1001, name: 'Schwarz', value: 'black', productCount: 6 },
      { id: 1002, name: 'Havanna', value: 'havana', productCount: 1 },
    ],
  },
  {
    type: 'attributes',
    id: 6,
    slug: 'faceShape',
    name: 'Gesichtsform',
    attributeGroupType: 'listed',
    values: [{ id: 6002, name: 'Rund', value: 'round', productCount: 17 }],
  },
  {
    type: 'range',
    id: null,
    slug: 'frameWidth',
    name: 'Fassungsbreite',
    values: [{ min: 120, max: 150, productCount: 9 }],
  },
  {
    type: 'boolean',
    id: null,
    slug: 'onlineExclusive',
    name: 'Nur online',
    values: [
      { name: true, productCount: 3 },
      { name: false, productCount: 48 },
    ],
  },
  {
    type: 'boolean',
    id: null,
    slug: 'premium',
    name: 'Premium',
    values: [
      { name: true, productCount: 0 },
      { name: false, productCount: 51 },
    ],
  },
  {
    type: 'attributes',
    id: null,
    slug: 'brand',
    name: 'Marke',
    attributeGroupType: 'brand',
    values: [{ id: 17, name: 'Lesefreund', value: 'lesefreund', productCount: 22 }],
  },
  { type: 'identifier', slug: 'category', name: 'Kategorie', values: [{ id: 7, productCount: 20 }] },
  {
    type: 'range',
    id: null,
    slug: 'prices',
    name: 'Preis',
    values: [{ min: 4990, max: 25900, productCount: 51 }],
  },
];

const texts = { priceRange: (min?: number, max?: number) => `${min ?? '…'}–${max ?? '…'}` };

describe('the filter panel of a listing', () => {
  it('shows brand and price first, then the groups in the answer’s order, yes/no filters together last', () => {
    const groups = listingFilterGroups(filters, {});
    expect(groups.map((group) => (group.kind === 'booleans' ? 'booleans' : group.slug))).toEqual([
      'brand',
      'prices',
      'frameColor',
      'faceShape',
      'booleans',
    ]);
  });

  it('leaves out the category group, ranges other than the price, and yes/no filters no product has', () => {
    const groups = listingFilterGroups(filters, {});
    const booleans = groups.find((group) => group.kind === 'booleans');
    expect(booleans?.kind === 'booleans' && booleans.items.map((item) => item.slug)).toEqual([
      'onlineExclusive',
    ]);
    expect(groups.some((group) => group.kind !== 'booleans' && group.slug === 'frameWidth')).toBe(false);
  });

  it('gives each value its URL id, count, key and colour, and marks what the query chose', () => {
    const groups = listingFilterGroups(filters, { color: ['1002'], filters: { onlineExclusive: true } });
    const colour = groups.find((group) => group.kind === 'values' && group.slug === 'frameColor');
    expect(colour).toMatchObject({
      parameter: 'color',
      selected: ['1002'],
      values: [
        { id: '1001', label: 'Schwarz', count: 6, key: 'black', hex: '#1d1d1f' },
        { id: '1002', label: 'Havanna', count: 1, key: 'havana', hex: '#6b3e1f' },
      ],
    });
    const face = groups.find((group) => group.kind === 'values' && group.slug === 'faceShape');
    expect(face).toMatchObject({ parameter: 'filters[faceShape]', values: [{ id: '6002', key: 'round' }] });
    expect(face?.kind === 'values' && 'hex' in face.values[0]!).toBe(false);
    const booleans = groups.find((group) => group.kind === 'booleans');
    expect(booleans).toMatchObject({
      items: [{ parameter: 'filters[onlineExclusive]', count: 3, on: true }],
    });
  });

  it('gives the price its bounds and the chosen range within them', () => {
    expect(listingFilterGroups(filters, {}).find((group) => group.kind === 'price')).toMatchObject({
      bounds: [4990, 25900],
      range: [4990, 25900],
    });
    expect(
      listingFilterGroups(filters, { minPrice: 100, maxPrice: 9000 }).find((group) => group.kind === 'price'),
    ).toMatchObject({ range: [4990, 9000] });
  });
});

describe('the active filters as chips', () => {
  it('names each value, yes/no filter and the price range, in the panel’s order', () => {
    const chips = activeFilterChips(
      {
        brand: ['17'],
        color: ['1001', '1002'],
        minPrice: 5000,
        filters: { faceShape: ['6002'], onlineExclusive: true },
      },
      filters,
      texts,
    );
    expect(chips.map((chip) => [chip.id, chip.label])).toEqual([
      ['brand=17', 'Lesefreund'],
      ['price', '5000–…'],
      ['frameColor=1001', 'Schwarz'],
      ['frameColor=1002', 'Havanna'],
      ['faceShape=6002', 'Rund'],
      ['onlineExclusive=true', 'Nur online'],
    ]);
  });

  it('removes exactly its own value, from page 1', () => {
    const query = {
      page: 3,
      color: ['1001', '1002'],
      minPrice: 5000,
      maxPrice: 9000,
      filters: { sale: true as const },
    };
    const chips = activeFilterChips(query, filters, texts);
    expect(chips.find((chip) => chip.id === 'frameColor=1001')?.without).toEqual({
      color: ['1002'],
      minPrice: 5000,
      maxPrice: 9000,
      filters: { sale: true },
    });
    expect(chips.find((chip) => chip.id === 'price')?.without).toEqual({
      color: ['1001', '1002'],
      filters: { sale: true },
    });
    expect(chips.find((chip) => chip.id === 'sale=true')?.without).toEqual({
      color: ['1001', '1002'],
      minPrice: 5000,
      maxPrice: 9000,
    });
  });

  it('still offers a chip for a value or group the answer does not know (an old link), by its id', () => {
    const chips = activeFilterChips({ brand: ['99'], filters: { x: ['1'] } }, filters, texts);
    expect(chips.map((chip) => chip.label)).toEqual(['99', 'x: 1']);
    expect(chips[1]?.without).toEqual({ brand: ['99'] });
  });

  it('keeps a price chip when the answer has no price filter (nothing matched)', () => {
    expect(activeFilterChips({ maxPrice: 100 }, [], texts).map((chip) => chip.label)).toEqual(['…–100']);
  });
});
