import type { Filter, ShopIdentity } from '@lumen/domain';
import { attributeLabel, productSlug, productSuggestionPageSize, routePath } from '@lumen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductRow } from '../../commerce/catalog/catalog-rows.ts';
import { productName } from '../../commerce/conformance/seed-expectations.fixtures.ts';
import type { SeedExpectations } from '../../commerce/conformance/seed-expectations.fixtures.ts';
import { conformanceShops } from '../../commerce/conformance/seeded-storefront.fixtures.ts';
import { startCommerceProcedures } from '../commerce-procedures.fixtures.ts';
import type { CommerceProcedures } from '../commerce-procedures.fixtures.ts';

// The search calls of §7 over HTTP (flyout suggestions, search submit, the search page),
// answered through the SDK from the commerce backend's search index over the seed.

let procedures: CommerceProcedures;
let expected: SeedExpectations;

beforeAll(async () => {
  procedures = await startCommerceProcedures();
  expected = procedures.expected;
});

afterAll(async () => {
  await procedures?.close();
});

/** A product the shop sells whose name, in the shop's language, no other product of the shop has. */
function uniquelyNamed(shop: ShopIdentity): { product: ProductRow; name: string } {
  const searchable = expected.rows.products.filter(
    (product) => product.productType !== null && expected.isOffered(product, shop),
  );
  const nameOf = (product: ProductRow) => productName(product, shop.language);
  const product = searchable.find(
    (candidate) => searchable.filter((other) => nameOf(other) === nameOf(candidate)).length === 1,
  );
  if (!product) throw new Error(`The seed has no uniquely named product in ${shop.code}`);
  return { product, name: nameOf(product) };
}

const sunglasses = () => expected.categoryByMasterPath('Eyewear|Sunglasses');

describe('§7 getSearchSuggestions: the flyout’s suggestions', () => {
  it.each(conformanceShops)('$code: suggests the product named, in the language', async (shop) => {
    const { product, name } = uniquelyNamed(shop);
    const { suggestions } = await procedures.call('getSearchSuggestions', { term: name }, shop.shopId);
    const found = suggestions.find(
      (suggestion) => suggestion.type === 'product' && suggestion.productSuggestion.product.id === product.id,
    );
    expect(
      found?.type === 'product'
        ? attributeLabel(found.productSuggestion.product.attributes, 'name')
        : undefined,
    ).toBe(name);
  });

  it.each(conformanceShops)(
    '$code: §9 at most 6 product suggestions, the category named among them',
    async (shop) => {
      const category = sunglasses();
      const { suggestions } = await procedures.call(
        'getSearchSuggestions',
        { term: category.names[shop.language]! },
        shop.shopId,
      );
      expect(suggestions.filter((suggestion) => suggestion.type === 'product').length).toBeLessThanOrEqual(
        productSuggestionPageSize,
      );
      expect(
        suggestions.some(
          (suggestion) =>
            suggestion.type === 'category' && suggestion.categorySuggestion.category.id === category.id,
        ),
      ).toBe(true);
    },
  );

  it.each([
    { payload: { term: '' }, field: 'payload.term' },
    { payload: { term: '   ' }, field: 'payload.term' },
    { payload: { term: 'x'.repeat(101) }, field: 'payload.term' },
    { payload: {}, field: 'payload.term' },
  ])('§8 answers 400 naming $field', async ({ payload, field }) => {
    const failure = await procedures.fail('getSearchSuggestions', payload);
    expect(failure).toMatchObject({ status: 400, error: { code: 'VALIDATION_FAILED' } });
    expect(failure.error.details?.map((detail) => detail.field)).toEqual([field]);
  });
});

describe('§2 resolveSearch: where a submitted term leads', () => {
  it.each(conformanceShops)('$code: a product’s exact name leads to its product page', async (shop) => {
    const { product, name } = uniquelyNamed(shop);
    const colour = product.attributes['frameColor']?.[0];
    const resolution = await procedures.call('resolveSearch', { term: name }, shop.shopId);
    const slug = productSlug({
      name,
      colour:
        colour === undefined
          ? undefined
          : expected.attributeValueLabel('frameColor', String(colour), shop.language),
      productId: product.id,
    });
    expect(resolution).toEqual({ type: 'product', path: routePath(shop, 'product', { slug }) });
  });

  it.each(conformanceShops)('$code: a category’s name leads to its listing', async (shop) => {
    const category = sunglasses();
    const resolution = await procedures.call(
      'resolveSearch',
      { term: category.names[shop.language]! },
      shop.shopId,
    );
    expect(resolution).toEqual({
      type: 'category',
      path: `${expected.categoryPath(category.id, shop.language)}/`,
    });
  });

  it('a term that names nothing resolves to nothing: the search page shows the term', async () => {
    expect(await procedures.call('resolveSearch', { term: 'qxzvjwk' })).toEqual({ type: 'empty' });
  });
});

describe('§7 getProductsByTerm: the search page’s list', () => {
  it.each(conformanceShops)('$code: the product named comes first, priced in the currency', async (shop) => {
    const { product, name } = uniquelyNamed(shop);
    const page = await procedures.call('getProductsByTerm', { term: name, perPage: 10 }, shop.shopId);
    expect(page.products[0]?.id).toBe(product.id);
    expect(page.products[0]?.priceRange?.min.withTax).toBe(expected.cheapestPrice(product, shop));
    expect(page.pagination).toMatchObject({ page: 1, perPage: 10 });
    expect(page.pagination.total).toBeGreaterThanOrEqual(1);
  });

  it('§2 pages through the results', async () => {
    const term = sunglasses().names.de;
    const first = await procedures.call('getProductsByTerm', { term, perPage: 3 });
    expect(first.pagination.total).toBeGreaterThan(3);
    const second = await procedures.call('getProductsByTerm', { term, perPage: 3, page: 2 });
    expect(second.pagination.page).toBe(2);
    expect(second.products.map((product) => product.id)).not.toContain(first.products[0]?.id);
  });

  it.each([
    { payload: { term: 'brille', perPage: 0 }, field: 'payload.perPage' },
    { payload: { term: 'brille', page: 0 }, field: 'payload.page' },
    { payload: { perPage: 5 }, field: 'payload.term' },
    { payload: { term: 'brille', minPrice: 9000, maxPrice: 5000 }, field: 'payload.minPrice' },
    { payload: { term: 'brille', colour: ['black'] }, field: 'payload.colour' },
    { payload: { term: 'brille', category: 6 }, field: 'payload.category' },
    { payload: { term: 'brille', sort: { by: 'name', direction: 'asc' } }, field: 'payload.sort.by' },
    { payload: { term: 'brille', brand: [] }, field: 'payload.brand' },
  ])('§8 answers 400 naming $field', async ({ payload, field }) => {
    const failure = await procedures.fail('getProductsByTerm', payload);
    expect(failure).toMatchObject({ status: 400, error: { code: 'VALIDATION_FAILED' } });
    expect(failure.error.details?.map((detail) => detail.field)).toEqual([field]);
  });
});

function filterOf(filters: readonly Filter[], slug: string): Filter {
  const filter = filters.find((candidate) => candidate.slug === slug);
  if (!filter) throw new Error(`The answer has no ${slug} filter`);
  return filter;
}

const facetCount = (filter: Filter, id: number) =>
  filter.type === 'attributes' ? filter.values.find((value) => value.id === id)?.productCount : undefined;

/** How many products a value filter counts over all its values. */
const facetTotal = (filter: Filter) =>
  filter.type === 'attributes'
    ? filter.values.reduce((sum, value) => sum + value.productCount, 0)
    : undefined;

describe('§2 getProductsByTerm takes the listing’s filters and sort, and counts the filters for the term', () => {
  const shop = conformanceShops[0]!;
  const term = () => sunglasses().names[shop.language]!;
  const all = () => procedures.call('getProductsByTerm', { term: term(), perPage: 100 }, shop.shopId);

  it('counts the filters over the term’s results: every result has one brand', async () => {
    const page = await all();
    expect(page.pagination.total).toBeGreaterThan(5);
    expect(page.products).toHaveLength(page.pagination.total);
    expect(facetTotal(filterOf(page.filters, 'brand'))).toBe(page.pagination.total);
  });

  it('a brand and a price range leave only the matching results, in the same order, counted', async () => {
    const results = (await all()).products;
    const price = (tile: (typeof results)[number]) => tile.priceRange!.min.withTax;
    const brandId = expected.product(results[0]!.id).brandId;
    const prices = results.map(price).sort((a, b) => a - b);
    const [minPrice, maxPrice] = [prices[1]!, prices.at(-2)!];
    const matching = results.filter(
      (tile) =>
        expected.product(tile.id).brandId === brandId && price(tile) >= minPrice && price(tile) <= maxPrice,
    );
    expect(matching.length).toBeGreaterThan(0);
    expect(matching.length).toBeLessThan(results.length);

    const page = await procedures.call(
      'getProductsByTerm',
      { term: term(), brand: [String(brandId)], minPrice, maxPrice, perPage: 100 },
      shop.shopId,
    );
    expect(page.products.map((tile) => tile.id)).toEqual(matching.map((tile) => tile.id));
    expect(page.pagination.total).toBe(matching.length);
    // The brand facet counts the term's results in the price range, its own choice left out.
    expect(facetCount(filterOf(page.filters, 'brand'), brandId)).toBe(matching.length);
    const inRange = results.filter((tile) => price(tile) >= minPrice && price(tile) <= maxPrice);
    expect(facetTotal(filterOf(page.filters, 'brand'))).toBe(inRange.length);
  });

  it.each(['asc', 'desc'] as const)('§9 sorts the term’s results by price %s', async (direction) => {
    const results = (await all()).products;
    const page = await procedures.call(
      'getProductsByTerm',
      { term: term(), sort: { by: 'price', direction }, perPage: 100 },
      shop.shopId,
    );
    const prices = page.products.map((tile) => tile.priceRange!.min.withTax);
    expect(prices).toEqual([...prices].sort((a, b) => (direction === 'asc' ? a - b : b - a)));
    expect(page.products.map((tile) => tile.id).sort()).toEqual(results.map((tile) => tile.id).sort());
  });

  it('§2 the URL’s size is the page size, as on a category', async () => {
    const page = await procedures.call('getProductsByTerm', { term: term(), size: 3 }, shop.shopId);
    expect(page.products).toHaveLength(3);
    expect(page.pagination.perPage).toBe(3);
  });
});
