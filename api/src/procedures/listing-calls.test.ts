import type { Filter, ShopIdentity } from '@lumen/domain';
import { attributeLabel } from '@lumen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductRow } from '../commerce/catalog/catalog-rows.ts';
import { productName } from '../commerce/conformance/seed-expectations.fixtures.ts';
import type { SeedExpectations } from '../commerce/conformance/seed-expectations.fixtures.ts';
import { conformanceShops } from '../commerce/conformance/seeded-storefront.fixtures.ts';
import { startCommerceProcedures } from './commerce-procedures.fixtures.ts';
import type { CommerceProcedures } from './commerce-procedures.fixtures.ts';

// Issue 5: §7 getProductsByCategory over HTTP, the §2 listing query turned into the SDK's product
// query and filters, answered from the seed through the commerce backend.

let procedures: CommerceProcedures;
let expected: SeedExpectations;

beforeAll(async () => {
  procedures = await startCommerceProcedures();
  expected = procedures.expected;
});

afterAll(async () => {
  await procedures?.close();
});

const sunglassesId = () => expected.categoryByMasterPath('Eyewear|Sunglasses').id;
const listing = (shop: ShopIdentity) => expected.listingByPrice(sunglassesId(), shop);
const ids = (products: readonly { id: number }[]) => products.map((product) => product.id);
const byPrice = { by: 'price', direction: 'asc' } as const;

function listingPage(shop: ShopIdentity, payload: Record<string, unknown>) {
  return procedures.call(
    'getProductsByCategory',
    { category: sunglassesId(), sort: byPrice, ...payload },
    shop.shopId,
  );
}

function filterOf(filters: readonly Filter[], slug: string): Filter {
  const filter = filters.find((candidate) => candidate.slug === slug);
  if (!filter) throw new Error(`The answer has no ${slug} filter`);
  return filter;
}

function holds(product: ProductRow, key: string, value: string): boolean {
  return [product, ...expected.variantsOf(product.id)].some((row) =>
    (row.attributes[key] ?? []).map(String).includes(value),
  );
}

describe('§7 getProductsByCategory: a page of the listing with its filters', () => {
  it.each(conformanceShops)(
    '$code: cheapest first, names and prices of the shop, the page counted',
    async (shop) => {
      const page = await listingPage(shop, { perPage: 5 });
      const rows = listing(shop);
      expect(ids(page.products)).toEqual(ids(rows.slice(0, 5)));
      expect(page.pagination).toMatchObject({ total: rows.length, page: 1, perPage: 5 });
      for (const [index, product] of page.products.entries()) {
        expect(attributeLabel(product.attributes, 'name')).toBe(productName(rows[index]!, shop.language));
        expect(product.priceRange?.min).toMatchObject({
          withTax: expected.cheapestPrice(rows[index]!, shop),
          currencyCode: shop.currency,
        });
      }
      const brands = filterOf(page.filters, 'brand');
      expect(
        brands.type === 'attributes' ? brands.values.reduce((sum, value) => sum + value.productCount, 0) : 0,
      ).toBe(rows.length);
      expect(filterOf(page.filters, 'frameColor').name).toBe(
        expected.attributeGroupLabel('frameColor', shop.language),
      );
    },
  );

  it('§2 page 2 continues where page 1 ended; the URL’s size is the page size', async () => {
    const shop = conformanceShops[0]!;
    const rows = listing(shop);
    const second = await listingPage(shop, { page: 2, perPage: 5 });
    expect(ids(second.products)).toEqual(ids(rows.slice(5, 10)));
    const sized = await listingPage(shop, { size: 3, perPage: 5 });
    expect(ids(sized.products)).toEqual(ids(rows.slice(0, 3)));
    expect(sized.pagination.perPage).toBe(3);
  });

  it('§9 sorts by price descending when asked', async () => {
    const shop = conformanceShops[1]!;
    const page = await listingPage(shop, { sort: { by: 'price', direction: 'desc' }, perPage: 100 });
    const prices = page.products.map((product) => product.priceRange!.min.withTax);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(page.products).toHaveLength(listing(shop).length);
  });

  it.each(conformanceShops)('$code: §2 brand filter: only that brand, as many as its count', async (shop) => {
    const rows = listing(shop);
    const brandId = rows[0]!.brandId;
    const page = await listingPage(shop, { brand: [String(brandId)], perPage: 100 });
    const expectedRows = rows.filter((product) => product.brandId === brandId);
    expect(ids(page.products)).toEqual(ids(expectedRows));
    const brands = filterOf(page.filters, 'brand');
    // A facet counts its own values without its own selection, so the other brands stay offered.
    expect(
      brands.type === 'attributes' && brands.values.find((value) => value.id === brandId)?.productCount,
    ).toBe(expectedRows.length);
  });

  it('§2 colour, price bounds and a yes filter narrow the listing together', async () => {
    const shop = conformanceShops[0]!;
    const rows = listing(shop);
    const colour = String(rows[0]!.attributes['frameColor']?.[0]);
    const prices = rows.map((product) => expected.cheapestPrice(product, shop));
    const [minPrice, maxPrice] = [prices[2]!, prices.at(-3)!];
    const inRange = (product: ProductRow) =>
      expected.cheapestPrice(product, shop) >= minPrice && expected.cheapestPrice(product, shop) <= maxPrice;

    const coloured = await listingPage(shop, { color: [colour], minPrice, maxPrice, perPage: 100 });
    expect(ids(coloured.products)).toEqual(
      ids(rows.filter((product) => holds(product, 'frameColor', colour) && inRange(product))),
    );

    const polarized = await listingPage(shop, { filters: { polarized: true }, perPage: 100 });
    const expectedPolarized = rows.filter((product) => (product.attributes['polarized'] ?? []).length > 0);
    expect(expectedPolarized.length).toBeGreaterThan(0);
    expect(ids(polarized.products)).toEqual(ids(expectedPolarized));
  });

  it('§8 answers 404 NOT_FOUND for a category the catalogue does not know', async () => {
    const failure = await procedures.fail('getProductsByCategory', { category: 987_654 });
    expect(failure).toMatchObject({
      status: 404,
      error: { code: 'NOT_FOUND', message: 'Category 987654 not found' },
    });
  });

  it.each([
    { payload: {}, field: 'payload.category' },
    { payload: { category: 3, sort: { by: 'name', direction: 'asc' } }, field: 'payload.sort.by' },
    { payload: { category: 3, perPage: 101 }, field: 'payload.perPage' },
    { payload: { category: 3, brand: [] }, field: 'payload.brand' },
    { payload: { category: 3, minPrice: -1 }, field: 'payload.minPrice' },
    { payload: { category: 3, filters: { frameShape: [] } }, field: 'payload.filters.frameShape' },
  ])('§8 answers 400 naming $field', async ({ payload, field }) => {
    const failure = await procedures.fail('getProductsByCategory', payload);
    expect(failure).toMatchObject({ status: 400, error: { code: 'VALIDATION_FAILED' } });
    expect(failure.error.details?.map((detail) => detail.field)).toEqual([field]);
  });
});
