import {
  CategorySchema,
  NavigationTreeItemSchema,
  ProductSchema,
  SearchSuggestionSchema,
  SearchSuggestionsSchema,
  TypeaheadSuggestionsSchema,
  getShopByCode,
} from '@lumen/domain';
import type { Category, CategoryFilter, Product } from '@lumen/domain';
import { describe, expect, it } from 'vitest';
import { createCatalog } from '../catalog/catalog.ts';
import { masterPathOf } from '../catalog/project-category.ts';
import {
  categoryIds,
  fixtureBrandId,
  fixtureProductId,
  searchFixtureRows,
} from './search-catalog.fixtures.ts';
import { createSearchIndex } from './search-index.ts';
import {
  searchMappingsResponse,
  searchResolveV1Response,
  searchResolveV2Response,
  searchSuggestionsV1Response,
  searchSuggestionsV2Response,
  typeaheadResponse,
} from './search-responses.ts';
import type { SearchProjection } from './search-responses.ts';

const rows = searchFixtureRows();
const catalog = createCatalog(rows);
const index = createSearchIndex(rows, { now: () => new Date('2025-07-01T10:00:00Z') });
const german = getShopByCode('de-de').shopId;
const timestamp = '2025-03-01T08:00:00.000Z';

// A projection as small as the wire schemas allow; the real one is the catalogue's.
const projection: SearchProjection = {
  product(_shopId, productId): Product | undefined {
    const row = rows.products.find((product) => product.id === productId);
    if (!row || row.referenceKey === 'LUM-NACL-360') return undefined;
    return {
      id: row.id,
      isActive: row.isActive,
      isSoldOut: false,
      isNew: false,
      isComposite: false,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      firstLiveAt: row.firstLiveAt,
      indexedAt: timestamp,
      images: [],
      masterKey: row.masterKey,
      referenceKey: row.referenceKey,
      customData: {},
    };
  },
  category(_shopId, categoryId): Category | undefined {
    const row = rows.categories.find((category) => category.id === categoryId);
    if (!row) return undefined;
    return {
      id: row.id,
      path: `/${row.slugs.de}`,
      name: row.names.de,
      slug: row.slugs.de,
      parentId: row.parentId ?? 0,
      rootlineIds: [row.id],
      childrenIds: [],
      properties: [],
      isHidden: row.isHidden,
      depth: row.parentId === null ? 1 : 2,
      supportedFilter: [],
      shopLevelCustomData: { masterPath: masterPathOf(catalog, row.id) },
      countryLevelCustomData: {},
    };
  },
  brandFilter(_shopId, brandId): CategoryFilter | undefined {
    const brand = rows.brands.find((row) => row.id === brandId);
    if (!brand) return undefined;
    return {
      type: 'attribute',
      attributeFilter: {
        group: { id: 500, key: 'brand', label: 'Marke', type: 'brand', multiSelect: true },
        values: [{ id: brand.id, value: brand.slug, label: brand.name }],
      },
    };
  },
};

const rayBan = fixtureBrandId('Ray-Ban');

describe('search answers in the Storefront API shapes', () => {
  it('v2 suggestions: categories, products and navigation items, valid on the wire', () => {
    const response = searchSuggestionsV2Response(index.suggest(german, 'ray-ban'), german, projection);
    expect(SearchSuggestionsSchema.parse(response)).toEqual(response);
    const [first] = response.suggestions;
    expect(first).toMatchObject({
      type: 'category',
      categorySuggestion: {
        category: {
          id: categoryIds.sunglasses,
          name: 'Sonnenbrillen',
          shopLevelCustomData: { masterPath: 'Master|Sunglasses' },
        },
        filters: [{ type: 'attribute', attributeFilter: { values: [{ id: rayBan, label: 'Ray-Ban' }] } }],
        productCount: 5,
      },
    });
    expect(response.suggestions.filter((suggestion) => suggestion.type === 'product')).toHaveLength(6);
  });

  it('v2 suggestions: a navigation item as a page, an outside link or a category link', () => {
    const item = (term: string) =>
      searchSuggestionsV2Response(index.suggest(german, term), german, projection).suggestions.find(
        (suggestion) => suggestion.type === 'navigationItem',
      );
    expect(item('filialen')).toEqual({
      type: 'navigationItem',
      navigationItemSuggestion: {
        navigationItem: {
          id: 1001 * 100_000 + 7,
          name: 'Filialen',
          assets: {},
          visibleFrom: null,
          visibleTo: null,
          children: [],
          type: 'page',
          page: '/niederlassungen/',
        },
      },
    });
    expect(item('termin buchen')).toMatchObject({
      navigationItemSuggestion: {
        navigationItem: {
          type: 'individual-link',
          options: { url: 'https://termine.lumen-optik.example/de/', isOpenInNewWindow: false },
        },
      },
    });
    const sunglasses = item('sonnenbrillen');
    expect(sunglasses).toMatchObject({
      navigationItemSuggestion: {
        navigationItem: {
          type: 'category',
          categoryId: categoryIds.sunglasses,
          category: { name: 'Sonnenbrillen' },
        },
      },
    });
    if (sunglasses?.type !== 'navigationItem') throw new Error('expected a navigation item');
    expect(NavigationTreeItemSchema.parse(sunglasses.navigationItemSuggestion.navigationItem)).toEqual(
      sunglasses.navigationItemSuggestion.navigationItem,
    );
  });

  it('drops what the projection cannot show', () => {
    const hits = index.suggest(german, 'kochsalzlösung');
    expect(hits.products).toEqual([fixtureProductId('LUM-NACL-360')]);
    const response = searchSuggestionsV2Response(hits, german, projection);
    expect(response.suggestions.filter((suggestion) => suggestion.type === 'product')).toEqual([]);
  });

  it('v1 suggestions: brands, categories, product names and products', () => {
    const response = searchSuggestionsV1Response(
      index.suggest(german, 'ray-ban aviator'),
      german,
      projection,
    );
    expect(response.brands).toEqual([{ id: rayBan, label: 'Ray-Ban', value: 'ray-ban' }]);
    expect(response.productNames).toEqual([{ term: 'RB3025 Aviator Classic' }]);
    expect(response.products.map((product) => product.referenceKey)).toEqual(['RB3025-001', 'RB3025-003']);
    for (const product of response.products) expect(ProductSchema.parse(product)).toEqual(product);
    for (const category of response.categories) expect(CategorySchema.parse(category)).toEqual(category);
    // A brand's categories are listed once each, without the brand filter v1 cannot carry.
    const ids = response.categories.map((category) => category.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('v2 resolve: the product, the category with the brand as filter, or nothing', () => {
    const product = searchResolveV2Response(index.resolve(german, 'RB2140 Wayfarer'), german, projection);
    expect(product).toMatchObject({
      type: 'product',
      productSuggestion: { product: { referenceKey: 'RB2140-901' } },
    });
    const brand = searchResolveV2Response(index.resolve(german, 'Ray-Ban'), german, projection);
    expect(SearchSuggestionSchema.parse(brand)).toEqual(brand);
    expect(brand).toMatchObject({
      type: 'category',
      categorySuggestion: {
        category: { id: categoryIds.sunglasses },
        productCount: 5,
        filters: [{ type: 'attribute' }],
      },
    });
    expect(searchResolveV2Response(index.resolve(german, 'xyzzy'), german, projection)).toBeUndefined();
  });

  it('v1 resolve: a category match with the brand as attribute; none for a product or nothing', () => {
    expect(
      searchResolveV1Response(
        index.resolve(german, 'ray-ban brillen'),
        ' ray-ban brillen ',
        german,
        projection,
      ),
    ).toEqual({
      matches: [
        {
          count: 4,
          match: 'ray-ban brillen',
          category: { match: 'Brillen', id: categoryIds.glasses, name: 'Brillen' },
          attributes: [{ match: 'Ray-Ban', name: 'brand', attributeGroup: 500, attributeId: rayBan }],
        },
      ],
    });
    expect(
      searchResolveV1Response(index.resolve(german, 'Tageslinsen'), 'Tageslinsen', german, projection),
    ).toEqual({
      matches: [
        {
          count: 8,
          match: 'Tageslinsen',
          category: { match: 'Tageslinsen', id: categoryIds.dailyLenses, name: 'Tageslinsen' },
          attributes: [],
        },
      ],
    });
    expect(
      searchResolveV1Response(index.resolve(german, 'RB2140 Wayfarer'), 'x', german, projection),
    ).toEqual({
      matches: [],
    });
    expect(searchResolveV1Response(undefined, 'x', german, projection)).toEqual({ matches: [] });
  });

  it('typeahead: brand-in-category and product suggestions with scores, valid on the wire', () => {
    const response = typeaheadResponse(
      index.typeahead(german, 'ray sonnen', { limit: 3 }),
      german,
      projection,
    );
    expect(TypeaheadSuggestionsSchema.parse(response)).toEqual(response);
    expect(response.topMatch).toBeUndefined();
    expect(response.suggestions[0]).toEqual({
      type: 'brandOrCategory',
      score: 1,
      brandOrCategorySuggestion: {
        suggestion: '<em>Ray</em>-Ban in <em>Sonnen</em>brillen',
        primaryMatch: 'brand',
        category: projection.category(german, categoryIds.sunglasses),
        brand: { id: rayBan, name: 'Ray-Ban' },
        attributeFilters: [],
        productCount: 5,
      },
    });
    // The limit caps the whole answer: one brand-in-category suggestion and two products.
    expect(response.suggestions).toHaveLength(3);
    expect(response.suggestions.filter((suggestion) => suggestion.type === 'product')).toHaveLength(2);

    const exact = typeaheadResponse(index.typeahead(german, 'RB2140 Wayfarer'), german, projection);
    expect(exact.topMatch).toMatchObject({
      type: 'product',
      score: 1,
      productSuggestion: { suggestion: 'Ray-Ban <em>RB2140</em> <em>Wayfarer</em>' },
    });
  });

  it('mappings: attribute groups with value ids, and categories', () => {
    expect(searchMappingsResponse(index.mappings(german, 'schwarze Sonnenbrillen'))).toEqual({
      matches: [
        { type: 'attribute', attributeGroup: { id: 1, slug: 'frameColor' }, attributeIds: [101] },
        { type: 'category', name: 'Sonnenbrillen', id: categoryIds.sunglasses },
      ],
    });
  });
});
