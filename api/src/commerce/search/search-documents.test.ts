import { getShopByCode } from '@lumen/domain';
import { describe, expect, it } from 'vitest';
import { categoryIds, fixtureProductId, searchFixtureRows } from './search-catalog.fixtures.ts';
import { navigationItemIds } from '../catalog/navigation-item-ids.ts';
import { buildSearchDocuments } from './search-documents.ts';

const rows = searchFixtureRows();
const [german, polish, swissGerman, austrian] = buildSearchDocuments(rows, [
  getShopByCode('de-de'),
  getShopByCode('pl-pl'),
  getShopByCode('de-ch'),
  getShopByCode('de-at'),
]);

const productIn = (documents: typeof german, referenceKey: string) =>
  documents!.products.find(({ document }) => document.id === fixtureProductId(referenceKey));

describe('search documents', () => {
  it('describes a product in the shop’s language: name, brand, categories, kind, colours, shape, material', () => {
    const aviator = productIn(polish, 'RB3025-001')?.document;
    expect(aviator).toMatchObject({
      name: 'RB3025 Aviator Classic',
      brand: 'Ray-Ban rayban',
      brandName: 'Ray-Ban',
      categories: 'Okulary przeciwsłoneczne Męskie okulary przeciwsłoneczne',
      kind: 'okulary przeciwsłoneczne',
      colours: 'Złoty Zielony',
      attributes: 'Pilotki Metal Unisex',
      reference: 'RB3025-001',
      referenceKeys: ['RB3025-001', 'RB3025-001-V1'],
    });
    const child = productIn(german, 'LUM-K100-BL')?.document;
    expect(child).toMatchObject({
      name: 'Lumen Kinderbrille Flex',
      colours: 'Blau',
      categories: 'Brillen Kinderbrillen',
    });
  });

  it('adds the labels of yes/no attributes that are set', () => {
    const polarized = productIn(german, 'OO9208-92')?.document;
    expect(polarized?.attributes).toContain('Polarisiert');
    const plain = productIn(german, 'RB2140-901')?.document;
    expect(plain?.attributes).not.toContain('Polarisiert');
  });

  it('shares one document per text language between the shops reading it; de-ch reads Swiss German', () => {
    expect(productIn(austrian, 'RB2140-901')?.document).toBe(productIn(german, 'RB2140-901')?.document);
    // The catalogue answers de-ch in its `de-CH` texts (German where the seed wrote none).
    expect(productIn(swissGerman, 'RB2140-901')?.document).not.toBe(
      productIn(german, 'RB2140-901')?.document,
    );
    expect(productIn(swissGerman, 'RB2140-901')?.document).toEqual(productIn(german, 'RB2140-901')?.document);
  });

  it('leaves out offline and inactive products and those of other shops', () => {
    const ids = (documents: typeof german) => new Set(documents!.products.map(({ document }) => document.id));
    for (const excluded of ['RB3016-W0365', 'OO9406-01', 'LUM-CZ-PRG', 'LUM-PL-KRK']) {
      expect(ids(german).has(fixtureProductId(excluded))).toBe(false);
    }
    expect(ids(polish).has(fixtureProductId('LUM-PL-KRK'))).toBe(true);
    expect(ids(polish).has(fixtureProductId('KUB-Z1-BM'))).toBe(false);
  });

  it('skips hidden categories in product documents and as category documents', () => {
    const aviator = productIn(german, 'RB3025-001');
    expect(aviator?.categoryIds).toEqual([categoryIds.sunglasses, categoryIds.mensSunglasses]);
    expect(aviator?.document.categories).not.toContain('Google');
    expect(german!.categories.map((category) => category.id)).not.toContain(categoryIds.shoppingFeed);
  });

  it('counts a category’s products per shop, sub-categories included', () => {
    const count = (documents: typeof german, id: number) =>
      documents!.categories.find((category) => category.id === id)?.productCount;
    expect(count(german, categoryIds.sunglasses)).toBe(23);
    expect(count(polish, categoryIds.sunglasses)).toBe(22);
    expect(count(german, categoryIds.glasses)).toBe(26);
    expect(count(polish, categoryIds.glasses)).toBe(27);
    expect(count(german, categoryIds.newArrivals)).toBe(0);
    expect(swissGerman!.categories.map((category) => category.id)).not.toContain(categoryIds.newArrivals);
  });

  it('names categories in every language of the market, the shop’s own first', () => {
    const sunglasses = swissGerman!.categories.find((category) => category.id === categoryIds.sunglasses);
    expect(sunglasses?.names).toEqual(['Sonnenbrillen', 'Lunettes de soleil', 'Occhiali da sole']);
    expect(german!.categories.find((category) => category.id === categoryIds.sunglasses)?.names).toEqual([
      'Sonnenbrillen',
    ]);
    const mens = german!.categories.find((category) => category.id === categoryIds.mensSunglasses);
    expect(mens).toMatchObject({ path: 'Sonnenbrillen', depth: 1 });
  });

  it('takes the shop’s own navigation tree, items numbered in pre-order, each with its ancestors’ windows', () => {
    // Tree 1001's items take ids from its block (catalog navigationItemIds), in pre-order.
    expect(german!.navigationItems.map((item) => [item.itemId - 1001 * 100_000, item.label])).toEqual([
      [1, 'Brillen'],
      [2, 'Damen'],
      [3, 'Herren'],
      [4, 'Kinder'],
      [5, 'Sonnenbrillen'],
      [6, 'Kontaktlinsen'],
      [7, 'Filialen'],
      [8, 'Termin buchen'],
      [9, 'Sommer-Sale'],
      [10, 'Hörakustik'],
      [11, 'Online-Hörtest'],
    ]);
    const hearingTest = german!.navigationItems.at(-1);
    expect(hearingTest?.windows).toEqual([
      { visibleFrom: undefined, visibleTo: '2024-01-01T00:00:00Z' },
      { visibleFrom: undefined, visibleTo: undefined },
    ]);
    expect(polish!.navigationItems[0]?.label).toBe('Okulary');
  });

  it('numbers navigation items the same however often asked, in the tree block the navigation answers use', () => {
    const [tree] = rows.navigationTrees;
    const first = navigationItemIds(tree!);
    const second = navigationItemIds(tree!);
    expect([...first.values()]).toEqual([...second.values()]);
    expect(first.get(tree!.items[1]!)).toBe(tree!.id * 100_000 + 5);
  });
});
