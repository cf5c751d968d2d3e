import { getShopByCode } from '@lumen/domain';
import type { ShopCode } from '@lumen/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { withSwissGermanTexts } from '../../seed/catalog/swiss-german.ts';
import type { ProductRow } from '../catalog/catalog-rows.ts';
import {
  categoryIds,
  fixtureBrandId,
  fixtureProductId,
  searchFixtureRows,
  summerSaleWindow,
} from './search-catalog.fixtures.ts';
import { createSearchIndex } from './search-index.ts';
import type { TermResolution } from './search-hits.ts';
import type { SearchIndex } from './search-index.ts';

const shopId = (code: ShopCode) => getShopByCode(code).shopId;
const product = (referenceKey: string): TermResolution => ({
  type: 'product',
  productId: fixtureProductId(referenceKey),
});

let clock = new Date('2025-07-01T10:00:00Z');
let index: SearchIndex;

beforeAll(() => {
  index = createSearchIndex(searchFixtureRows(), { now: () => clock });
});

describe('§2 search submit: resolve', () => {
  it.each<[ShopCode, string, TermResolution | undefined]>([
    // A product reference key, the product's or a variant's, however it is typed.
    ['de-de', 'RB3025-001', product('RB3025-001')],
    ['de-de', 'rb3025 001', product('RB3025-001')],
    ['pl-pl', 'RB3025-001-V1', product('RB3025-001')],
    // An exact product name, with or without its brand; siblings of one name lead to the first.
    ['de-de', 'RB2140 Wayfarer', product('RB2140-901')],
    ['de-de', 'Ray-Ban RB2140 Wayfarer', product('RB2140-901')],
    ['de-de', 'rb3025 aviator classic', product('RB3025-001')],
    ['fr-ch', 'Lumen Lunettes de soleil Riviera', product('LUM-S400-BL')],
    ['cs-cz', 'Lumen Sluneční brýle Riviera', product('LUM-S400-BL')],
    ['cs-cz', 'lumen slunecni bryle riviera', product('LUM-S400-BL')],
    ['de-de', 'Lumen Kochsalzloesung', product('LUM-NACL-360')],
    // A category name, exactly or with a typo.
    ['de-de', 'Sonnenbrillen', { type: 'category', categoryId: categoryIds.sunglasses, productCount: 23 }],
    ['de-de', 'sonenbrillen', { type: 'category', categoryId: categoryIds.sunglasses, productCount: 23 }],
    ['de-de', 'Tageslinsen', { type: 'category', categoryId: categoryIds.dailyLenses, productCount: 8 }],
    [
      'pl-pl',
      'soczewki kontaktowe',
      { type: 'category', categoryId: categoryIds.contactLenses, productCount: 17 },
    ],
    ['it-it', 'occhiali da sole', { type: 'category', categoryId: categoryIds.sunglasses, productCount: 22 }],
    // Any language of the shop's market: the Swiss German shop knows the French and Italian names.
    [
      'de-ch',
      'lunettes de soleil',
      { type: 'category', categoryId: categoryIds.sunglasses, productCount: 23 },
    ],
    ['de-ch', 'occhiali da sole', { type: 'category', categoryId: categoryIds.sunglasses, productCount: 23 }],
    [
      'de-it',
      'lenti a contatto',
      { type: 'category', categoryId: categoryIds.contactLenses, productCount: 17 },
    ],
    // ...but not a language the shop does not speak.
    ['de-de', 'lunettes de soleil', undefined],
    // A brand: the category holding most of its products, with the brand as filter.
    [
      'de-de',
      'Ray-Ban',
      {
        type: 'category',
        categoryId: categoryIds.sunglasses,
        brandId: fixtureBrandId('Ray-Ban'),
        productCount: 5,
      },
    ],
    [
      'fr-ch',
      'rayban',
      {
        type: 'category',
        categoryId: categoryIds.sunglasses,
        brandId: fixtureBrandId('Ray-Ban'),
        productCount: 5,
      },
    ],
    [
      'de-de',
      'acuvue',
      {
        type: 'category',
        categoryId: categoryIds.contactLenses,
        brandId: fixtureBrandId('Acuvue'),
        productCount: 4,
      },
    ],
    [
      'it-it',
      'Biofinyty',
      undefined, // a model, not a brand: misspelt, it goes to the search page
    ],
    [
      'pl-pl',
      'rajban',
      {
        type: 'category',
        categoryId: categoryIds.sunglasses,
        brandId: fixtureBrandId('Ray-Ban'),
        productCount: 5,
      },
    ],
    // A brand and a category.
    [
      'de-de',
      'ray-ban brillen',
      {
        type: 'category',
        categoryId: categoryIds.glasses,
        brandId: fixtureBrandId('Ray-Ban'),
        productCount: 4,
      },
    ],
    [
      'pl-pl',
      'okulary ray-ban',
      {
        type: 'category',
        categoryId: categoryIds.glasses,
        brandId: fixtureBrandId('Ray-Ban'),
        productCount: 4,
      },
    ],
    [
      'de-de',
      'gucci sonnenbrille',
      {
        type: 'category',
        categoryId: categoryIds.sunglasses,
        brandId: fixtureBrandId('Gucci'),
        productCount: 2,
      },
    ],
    // A word of a product name that looks like a brand stays a word: Praha is not Prada.
    ['cs-cz', 'praha', undefined],
    // Nothing, and what the shop does not sell.
    ['de-de', 'xyzzy', undefined],
    ['de-de', '   ', undefined],
    ['de-de', 'RB3016 Clubmaster Classic', undefined],
    ['de-de', 'RB3016-W0365', undefined],
    ['de-de', 'OO9406 Sutro', undefined],
    ['pl-pl', 'Maske Z1', undefined],
    ['de-de', 'Maske Z1', product('KUB-Z1-BM')],
    ['de-de', 'Lumen Brille Prag', undefined],
    ['cs-cz', 'Lumen Brýle Praha', product('LUM-CZ-PRG')],
    // A hidden category is nobody's destination.
    ['de-de', 'Google-Shopping-Feed', undefined],
  ])('§2 %s resolves %j to %j', (shop, term, expected) => {
    expect(index.resolve(shopId(shop), term)).toEqual(expected);
  });

  it('§7 resolve within a category keeps to that category', () => {
    expect(index.resolve(shopId('de-de'), 'Ray-Ban', categoryIds.glasses)).toEqual({
      type: 'category',
      categoryId: categoryIds.glasses,
      brandId: fixtureBrandId('Ray-Ban'),
      productCount: 4,
    });
    expect(index.resolve(shopId('de-de'), 'RB2140 Wayfarer', categoryIds.glasses)).toBeUndefined();
    expect(index.resolve(shopId('de-de'), 'RB2140 Wayfarer', categoryIds.sunglasses)).toEqual(
      product('RB2140-901'),
    );
  });
});

describe('§9 suggestions need more than 2 characters', () => {
  it.each(['', 'r', 'ra', ' ra ', 'ü', 'öl'])('%j gets no suggestions', (term) => {
    const hits = index.suggest(shopId('de-de'), term);
    expect(hits).toEqual({ products: [], productNames: [], categories: [], navigationItems: [], brands: [] });
    expect(index.typeahead(shopId('de-de'), term)).toEqual({ topMatch: undefined, suggestions: [] });
  });

  it.each(['ray', 'oro', 'MyD'])('%j, three characters, gets suggestions', (term) => {
    const shop = term === 'oro' ? 'it-it' : 'de-de';
    expect(index.suggest(shopId(shop), term).products.length).toBeGreaterThan(0);
  });

  it('§9 product suggestions come 6 at a time, or as many as asked for', () => {
    expect(index.suggest(shopId('de-de'), 'sonnenbrille').products).toHaveLength(6);
    expect(index.suggest(shopId('de-de'), 'sonnenbrille', { productLimit: 2 }).products).toHaveLength(2);
  });
});

describe('ranking: exact brand and exact name first', () => {
  // Listings whose names are stuffed with another product's words match those words better than
  // the product itself does; the exact brand and the exact name still come first.
  const rows = searchFixtureRows();
  const listing = (id: number, brand: string, name: string): ProductRow => ({
    ...rows.products.find((row) => row.referenceKey === 'LUM-ET-LE')!,
    id,
    brandId: fixtureBrandId(brand),
    referenceKey: `LISTING-${id}`,
    texts: { de: { name, description: '' } },
  });
  for (const product of [
    listing(900, 'Lumen Optik', 'Gucci Gucci Etui'),
    listing(901, 'Acuvue', 'Oasys – Acuvue Oasys Sparpack'),
  ]) {
    rows.products.push(product);
    rows.variants.push({
      ...rows.variants[0]!,
      id: product.id * 10,
      productId: product.id,
      referenceKey: `${product.id}-V1`,
    });
    rows.variantPrices.push({ ...rows.variantPrices[0]!, variantId: product.id * 10 });
  }
  const withListings = createSearchIndex(rows, { shops: [getShopByCode('de-de')] });

  it('an exact brand puts all its products before another brand’s product naming it', () => {
    const hits = withListings.suggest(shopId('de-de'), 'gucci', { productLimit: 10 });
    expect(hits.products).toHaveLength(5);
    expect(hits.products.at(-1)).toBe(900);
  });

  it('an exact product name comes before everything else', () => {
    expect(withListings.suggest(shopId('de-de'), 'acuvue oasys').products.slice(0, 2)).toEqual([
      fixtureProductId('ACU-OAS-6'),
      901,
    ]);
    expect(withListings.suggest(shopId('de-de'), 'Gucci Gucci Etui').products[0]).toBe(900);
    expect(index.suggest(shopId('de-de'), 'Biofinity').products[0]).toBe(fixtureProductId('CV-BIO-6'));
    expect(index.suggest(shopId('de-de'), 'acuvue oasys').products.slice(0, 2)).toEqual([
      fixtureProductId('ACU-OAS-6'),
      fixtureProductId('ACU-O1DA-30'),
    ]);
  });
});

describe('suggestions: categories with counts, brands, navigation items', () => {
  it('a brand suggests its categories, counted for the brand, biggest first', () => {
    const hits = index.suggest(shopId('de-de'), 'ray-ban');
    const brandId = fixtureBrandId('Ray-Ban');
    expect(hits.categories.slice(0, 2)).toEqual([
      { categoryId: categoryIds.sunglasses, productCount: 5, brandId },
      { categoryId: categoryIds.glasses, productCount: 4, brandId },
    ]);
    expect(hits.brands).toEqual([{ brandId, name: 'Ray-Ban', slug: 'ray-ban', productCount: 9 }]);
  });

  it('a category name suggests the category with the shop’s product count', () => {
    expect(index.suggest(shopId('de-de'), 'kontaktlinsen').categories[0]).toEqual({
      categoryId: categoryIds.contactLenses,
      productCount: 17,
    });
    // Kuboraum is sold in the German-speaking shops only, so Poland counts one sunglass less.
    expect(index.suggest(shopId('pl-pl'), 'okulary przeciwsłoneczne').categories[0]).toEqual({
      categoryId: categoryIds.sunglasses,
      productCount: 22,
    });
  });

  it('hidden categories, categories of other shops and empty ones are never suggested', () => {
    const suggested = (code: ShopCode, term: string) =>
      index.suggest(shopId(code), term).categories.map((hit) => hit.categoryId);
    expect(suggested('de-de', 'google shopping feed')).not.toContain(categoryIds.shoppingFeed);
    // "Neuheiten" exists in Germany and Austria only, and holds no product there.
    expect(suggested('de-de', 'neuheiten')).toEqual([]);
    expect(suggested('de-ch', 'neuheiten')).toEqual([]);
  });

  it('brands without products in the shop are not suggested', () => {
    expect(index.suggest(shopId('de-de'), 'humphreys').brands).toEqual([]);
    expect(index.suggest(shopId('pl-pl'), 'kuboraum').brands).toEqual([]);
    expect(index.suggest(shopId('de-de'), 'kuboraum').brands.map((brand) => brand.name)).toEqual([
      'Kuboraum',
    ]);
  });

  it('offline and inactive products are never suggested', () => {
    const excluded = [fixtureProductId('RB3016-W0365'), fixtureProductId('OO9406-01')];
    for (const term of ['clubmaster classic', 'sutro', 'ray-ban', 'oakley']) {
      const { products } = index.suggest(shopId('de-de'), term, { productLimit: 50 });
      expect(products.filter((id) => excluded.includes(id))).toEqual([]);
    }
  });

  it('suggests navigation items by label, with where they lead', () => {
    expect(index.suggest(shopId('de-de'), 'filialen').navigationItems).toEqual([
      {
        treeId: 1001,
        treeKey: 'main',
        itemId: 1001 * 100_000 + 7,
        label: 'Filialen',
        slug: '/niederlassungen/',
        categoryId: undefined,
        visibleFrom: undefined,
        visibleTo: undefined,
      },
    ]);
    expect(index.suggest(shopId('pl-pl'), 'umów wizytę').navigationItems.map((item) => item.slug)).toEqual([
      'https://termine.lumen-optik.example/pl/',
    ]);
  });

  it('§5 navigation items show only inside their window, read at query time', () => {
    const sale = (code: ShopCode, term: string) =>
      index.suggest(shopId(code), term).navigationItems.map((item) => item.label);
    clock = new Date('2025-05-31T21:59:59Z');
    expect(sale('de-de', 'sommer sale')).toEqual([]);
    clock = new Date(summerSaleWindow.visibleFrom);
    expect(sale('de-de', 'sommer sale')).toEqual(['Sommer-Sale']);
    expect(sale('cs-cz', 'letni vyprodej')).toEqual(['Letní výprodej']);
    clock = new Date(summerSaleWindow.visibleTo);
    expect(sale('de-de', 'sommer sale')).toEqual([]);
    clock = new Date('2025-07-01T10:00:00Z');
  });

  it('§5 a child of a closed navigation item does not show, whatever its own window', () => {
    expect(index.suggest(shopId('de-de'), 'hörtest').navigationItems).toEqual([]);
    expect(index.suggest(shopId('de-de'), 'hörakustik').navigationItems).toEqual([]);
  });

  it('keeps to a category when asked', () => {
    const { products, categories } = index.suggest(shopId('de-de'), 'ray-ban', {
      categoryId: categoryIds.glasses,
      productLimit: 20,
    });
    expect(products).toHaveLength(4);
    expect(categories.every((hit) => [categoryIds.glasses, 11, 12, 13, 14].includes(hit.categoryId))).toBe(
      true,
    );
  });
});

describe('typeahead: brands, categories and products with the matched parts marked', () => {
  it('suggests the brand in its categories, the matched parts marked', () => {
    const { suggestions, topMatch } = index.typeahead(shopId('de-de'), 'ray sonnen', { limit: 2 });
    expect(topMatch).toBeUndefined();
    const [first] = suggestions;
    expect(first).toMatchObject({
      type: 'brandOrCategory',
      categoryId: categoryIds.sunglasses,
      brand: { id: fixtureBrandId('Ray-Ban'), name: 'Ray-Ban' },
      primaryMatch: 'brand',
      suggestion: '<em>Ray</em>-Ban in <em>Sonnen</em>brillen',
      productCount: 5,
    });
    // The limit caps the whole answer: one brand-in-category suggestion and one product.
    expect(suggestions).toHaveLength(2);
    expect(suggestions.filter((hit) => hit.type === 'product')).toHaveLength(1);
  });

  it('a limit caps the whole answer; categories take at most half, products the rest', () => {
    const unlimited = index.typeahead(shopId('de-de'), 'ray-ban').suggestions;
    expect(unlimited.filter((hit) => hit.type === 'brandOrCategory').length).toBeGreaterThan(1);
    expect(unlimited.filter((hit) => hit.type === 'product')).toHaveLength(6);
    for (const limit of [1, 2, 3, 7]) {
      const { suggestions } = index.typeahead(shopId('de-de'), 'ray-ban', { limit });
      expect(suggestions, `limit ${limit}`).toHaveLength(limit);
      expect(suggestions.filter((hit) => hit.type === 'brandOrCategory').length).toBeLessThanOrEqual(
        Math.floor(limit / 2),
      );
    }
    // Without products to fill them, the places go to categories.
    const categoriesOnly = index.typeahead(shopId('de-de'), 'kontaktlinsen', { limit: 2 }).suggestions;
    expect(categoriesOnly.length).toBeLessThanOrEqual(2);
  });

  it('says which came first: the category or the brand', () => {
    const [first] = index.typeahead(shopId('fr-ch'), 'lunettes de soleil ray').suggestions;
    expect(first).toMatchObject({
      primaryMatch: 'category',
      suggestion: '<em>Ray</em>-Ban dans <em>Lunettes</em> de <em>soleil</em>',
    });
  });

  it('names an exact product as the top match', () => {
    const { topMatch } = index.typeahead(shopId('de-de'), 'rb2140 wayfarer');
    expect(topMatch).toEqual({
      type: 'product',
      productId: fixtureProductId('RB2140-901'),
      suggestion: 'Ray-Ban <em>RB2140</em> <em>Wayfarer</em>',
      score: 1,
    });
  });

  it('marks diacritics and ß as typed without them', () => {
    const { suggestions } = index.typeahead(shopId('de-de'), 'hoergeraetebatterien grosse');
    expect(suggestions.find((hit) => hit.type === 'product')?.suggestion).toBe(
      'Lumen <em>Hörgerätebatterien</em> <em>Größe</em> 312',
    );
    const czech = index.typeahead(shopId('cs-cz'), 'detske').suggestions;
    expect(czech[0]).toMatchObject({ type: 'brandOrCategory', suggestion: '<em>Dětské</em> brýle' });
  });
});

describe('search result page', () => {
  it('pages through all products for a term, best first', () => {
    const first = index.productsByTerm(shopId('de-de'), 'sonnenbrille', { page: 1, perPage: 10 });
    const second = index.productsByTerm(shopId('de-de'), 'sonnenbrille', { page: 2, perPage: 10 });
    const third = index.productsByTerm(shopId('de-de'), 'sonnenbrille', { page: 3, perPage: 10 });
    expect(first.total).toBe(23);
    expect(first.productIds[0]).toBe(fixtureProductId('LUM-S400-BL'));
    expect([...first.productIds, ...second.productIds, ...third.productIds]).toHaveLength(23);
    expect(new Set([...first.productIds, ...second.productIds, ...third.productIds]).size).toBe(23);
    expect(index.productsByTerm(shopId('de-de'), 'sonnenbrille', { page: 4, perPage: 10 })).toEqual({
      productIds: [],
      total: 23,
    });
  });

  it('answers nothing for a blank term', () => {
    expect(index.productsByTerm(shopId('de-de'), '  ')).toEqual({ productIds: [], total: 0 });
  });
});

describe('search mappings', () => {
  it('maps colour, shape and category words to filters and categories', () => {
    const hits = index.mappings(shopId('de-de'), 'schwarze runde Sonnenbrillen');
    expect(hits.attributes).toEqual([
      { groupId: 1, groupKey: 'frameColor', valueIds: [101] },
      { groupId: 3, groupKey: 'frameShape', valueIds: [301] },
    ]);
    expect(hits.categories).toEqual([{ categoryId: categoryIds.sunglasses, name: 'Sonnenbrillen' }]);
  });

  it('keeps categories to the categoryId it is given', () => {
    expect(index.mappings(shopId('de-de'), 'Sonnenbrillen', categoryIds.glasses).categories).toEqual([]);
    expect(index.mappings(shopId('de-de'), 'Sonnenbrillen', categoryIds.sunglasses).categories).toEqual([
      { categoryId: categoryIds.sunglasses, name: 'Sonnenbrillen' },
    ]);
    expect(index.mappings(shopId('de-de'), '')).toEqual({ attributes: [], categories: [] });
  });

  it('reads the shop’s language, without diacritics', () => {
    expect(index.mappings(shopId('cs-cz'), 'cerna').attributes).toEqual([
      { groupId: 1, groupKey: 'frameColor', valueIds: [101] },
    ]);
  });
});

describe('the de-ch shop searches and shows the Swiss texts the catalogue serves it', () => {
  // The seed writes `de-CH` beside every German text with ß (Weiß → Weiss); one white frame is
  // named with its colour here, so a name shows it.
  let swiss: SearchIndex;
  const frogskins = fixtureProductId('OO9013-24');
  beforeAll(() => {
    const rows = searchFixtureRows();
    const product = rows.products.find((row) => row.id === frogskins)!;
    product.texts.de = { ...product.texts.de, name: 'OO9013 Frogskins Weiß' };
    swiss = createSearchIndex(withSwissGermanTexts(rows), { now: () => clock });
  });
  const everything = (code: ShopCode, term: string) => {
    const shop = shopId(code);
    return JSON.stringify([
      swiss.suggest(shop, term, { productLimit: 50 }),
      swiss.typeahead(shop, term, { limit: 50 }),
      swiss.resolve(shop, term),
      swiss.mappings(shop, term),
    ]);
  };

  it.each(['weiss', 'weiß', 'Weiss'])('de-ch: %s finds and shows Weiss, never ß', (term) => {
    const { products, productNames } = swiss.suggest(shopId('de-ch'), term, { productLimit: 50 });
    expect(products).toContain(frogskins);
    expect(productNames).toContain('OO9013 Frogskins Weiss');
    expect(swiss.typeahead(shopId('de-ch'), `frogskins ${term}`).suggestions).toContainEqual(
      expect.objectContaining({
        productId: frogskins,
        suggestion: 'Oakley OO9013 <em>Frogskins</em> <em>Weiss</em>',
      }),
    );
    expect(swiss.mappings(shopId('de-ch'), term).attributes).toEqual([
      { groupId: 1, groupKey: 'frameColor', valueIds: [116] },
    ]);
    expect(everything('de-ch', term)).not.toMatch(/[ßẞ]/);
  });

  it.each(['grosse', 'größe', 'grösse', 'hörgerätebatterien'])(
    'de-ch: %s shows the battery size the Swiss way',
    (term) => {
      const found = swiss.typeahead(shopId('de-ch'), term, { limit: 50 }).suggestions;
      expect(found.some((hit) => hit.type === 'product' && /Gr(<em>)?össe/.test(hit.suggestion))).toBe(true);
      expect(everything('de-ch', term)).not.toMatch(/[ßẞ]/);
    },
  );

  it.each(['weiss', 'weiß'])('de-de: %s still finds Weiß, spelt the German way', (term) => {
    const { products, productNames } = swiss.suggest(shopId('de-de'), term, { productLimit: 50 });
    expect(products).toContain(frogskins);
    expect(productNames).toContain('OO9013 Frogskins Weiß');
    expect(swiss.mappings(shopId('de-de'), term).attributes).toEqual([
      { groupId: 1, groupKey: 'frameColor', valueIds: [116] },
    ]);
    expect(swiss.typeahead(shopId('de-de'), 'grosse', { limit: 50 }).suggestions).toContainEqual(
      expect.objectContaining({ suggestion: 'Lumen Hörgerätebatterien <em>Größe</em> 312' }),
    );
  });
});

describe('shops', () => {
  it('refuses a shop it has no index for', () => {
    expect(() => index.suggest(4711, 'brille')).toThrow(RangeError);
  });
});
