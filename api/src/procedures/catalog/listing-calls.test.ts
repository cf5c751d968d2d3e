import type { Filter, ProductTile, ShopIdentity } from '@lumen/domain';
import {
  attributeLabel,
  attributeValues,
  badgeAttributeKeys,
  bestVariant,
  isAttributeTrue,
  rpcContract,
} from '@lumen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductRow } from '../../commerce/catalog/catalog-rows.ts';
import { productName } from '../../commerce/conformance/seed-expectations.fixtures.ts';
import type { SeedExpectations } from '../../commerce/conformance/seed-expectations.fixtures.ts';
import { conformanceShops } from '../../commerce/conformance/seeded-storefront.fixtures.ts';
import { startCommerceProcedures } from '../commerce-procedures.fixtures.ts';
import type { CommerceProcedures } from '../commerce-procedures.fixtures.ts';

// §7 getProductsByCategory over HTTP, the §2 listing query turned into the SDK's product
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
        expect(product.priceRange?.min.withTax).toBe(expected.cheapestPrice(rows[index]!, shop));
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

  it.each(conformanceShops)(
    '$code: §3 with.categories gives each tile its category paths (categoryUrl); without it a tile has none',
    async (shop) => {
      const withCategories = await listingPage(shop, { perPage: 6, with: { categories: true } });
      const rows = listing(shop).slice(0, 6);
      expect(ids(withCategories.products)).toEqual(ids(rows));
      for (const [index, tile] of withCategories.products.entries()) {
        expect(tile.categories?.map((path) => path.at(-1)?.categoryUrl)).toEqual(
          rows[index]!.categoryIds.map((leaf) => expected.categoryPath(leaf, shop.language)),
        );
        for (const path of tile.categories ?? []) {
          for (const step of path)
            expect(Object.keys(step).sort()).toEqual(['categoryId', 'categoryName', 'categoryUrl']);
        }
      }
      for (const payload of [{}, { with: {} }, { with: { categories: false } }]) {
        const lean = await listingPage(shop, { perPage: 6, ...payload });
        expect(lean.products.map((tile) => tile.categories)).toEqual(Array(6).fill(undefined));
      }
    },
  );

  it.each([
    { payload: {}, field: 'payload.category' },
    { payload: { category: 3, sort: { by: 'name', direction: 'asc' } }, field: 'payload.sort.by' },
    { payload: { category: 3, perPage: 101 }, field: 'payload.perPage' },
    { payload: { category: 3, brand: [] }, field: 'payload.brand' },
    { payload: { category: 3, minPrice: -1 }, field: 'payload.minPrice' },
    { payload: { category: 3, filters: { frameShape: [] } }, field: 'payload.filters.frameShape' },
    { payload: { category: 3, with: { categories: 'yes' } }, field: 'payload.with.categories' },
    { payload: { category: 3, with: { variants: true } }, field: 'payload.with.variants' },
  ])('§8 answers 400 naming $field', async ({ payload, field }) => {
    const failure = await procedures.fail('getProductsByCategory', payload);
    expect(failure).toMatchObject({ status: 400, error: { code: 'VALIDATION_FAILED' } });
    expect(failure.error.details?.map((detail) => detail.field)).toEqual([field]);
  });
});

/** The bytes a value takes as the JSON of an answer. */
const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

/** What the seed says a tile of `row` shows, part by part (§2 card, §3, §4, §9). */
function expectCardParts(tile: ProductTile, row: ProductRow, shop: ShopIdentity) {
  expect(attributeLabel(tile.attributes, 'name')).toBe(productName(row, shop.language));
  expect(attributeLabel(tile.attributes, 'brand')).toBe(expected.brandName(row.brandId));
  const colour = String(row.attributes['frameColor']?.[0]);
  expect(attributeValues(tile.attributes, 'frameColor')).toEqual([colour]);
  expect(attributeLabel(tile.attributes, 'frameColor')).toBe(
    expected.attributeValueLabel('frameColor', colour, shop.language),
  );
  for (const key of Object.values(badgeAttributeKeys)) {
    expect(isAttributeTrue(tile.attributes, key), key).toBe((row.attributes[key] ?? []).length > 0);
  }
  // §9 the product shot every tile shows, and the frame worn (typed as such): the model image every
  // fifth tile shows, else a bust image, which the other tiles show on hover.
  const isWorn = (view: string) => view === 'model' || view === 'bust';
  const shown = [
    row.images.find((image) => !isWorn(image.view)),
    row.images.find((image) => image.view === 'model') ?? row.images.find((image) => isWorn(image.view)),
  ];
  expect(tile.images.map((image) => image.hash)).toEqual(shown.flatMap((image) => image?.hash ?? []));
  for (const image of tile.images) {
    const view = row.images.find((candidate) => candidate.hash === image.hash)!.view;
    expect(attributeValues(image.attributes, 'imageType')).toEqual(isWorn(view) ? [view] : []);
  }
  // §3 the price range, and where reduced the price before the sale and the lowest prior price.
  const variants = expected.variantsOf(row.id);
  const cheapest = variants.reduce((best, next) =>
    (expected.price(next.id, shop) ?? Infinity) < (expected.price(best.id, shop) ?? Infinity) ? next : best,
  );
  const priceRow = expected.rows.variantPrices.find(
    (price) => price.variantId === cheapest.id && price.currency === shop.currency,
  )!;
  expect(tile.priceRange?.min.withTax).toBe(expected.cheapestPrice(row, shop));
  expect(tile.priceRange?.min.beforeSaleWithTax).toBe(
    priceRow.salePercent > 0 ? priceRow.listPrice : undefined,
  );
  expect(tile.lowestPriorPrice?.withTax).toBe(priceRow.lowestPriorPrice ?? undefined);
  // §3 the other colours as swatches, §4 the best variant's stock for the card's availability.
  for (const sibling of tile.siblings ?? []) {
    const siblingRow = expected.product(sibling.id);
    expect(siblingRow.siblingGroup).toBe(row.siblingGroup);
    expect(attributeLabel(sibling.attributes, 'frameColor')).toBe(
      expected.attributeValueLabel(
        'frameColor',
        String(siblingRow.attributes['frameColor']?.[0]),
        shop.language,
      ),
    );
  }
  expect(tile).not.toHaveProperty('variants');
  expect(tile.bestVariant).toEqual(
    bestVariant(
      variants.map((variant) => ({
        id: variant.id,
        stock: { quantity: variant.stock, isSellableWithoutStock: variant.sellableWithoutStock },
      })),
    ),
  );
}

describe('the listing answers tiles, what a card shows and no more', () => {
  it.each(conformanceShops)(
    '$code: 24 tiles of under 1 kB each, with everything a card shows',
    async (shop) => {
      const response = await procedures.api.rpc('getProductsByCategory', {
        shopId: shop.shopId,
        body: { payload: { category: sunglassesId(), sort: byPrice } },
      });
      const text = await response.text();
      expect(response.status, text).toBe(200);
      const page = rpcContract.getProductsByCategory.response.parse(JSON.parse(text));
      expect(page.products).toHaveLength(24);
      // A tile grows by about 100 bytes a colour; of the variants it carries only the best one
      // (every variant's stock made reading glasses in five strengths 1.3 kB).
      for (const tile of page.products) expect(jsonBytes(tile), `tile ${tile.id}`).toBeLessThan(1000);
      expect(jsonBytes(page.products)).toBeLessThan(24_000);
      // The listing's filters (its filter panel, about 5 kB here) come on top; whole products made
      // the same answer about 250 kB.
      expect(Buffer.byteLength(text)).toBeLessThan(32_000);

      const rows = listing(shop);
      for (const [index, tile] of page.products.entries()) {
        expect(tile.id).toBe(rows[index]!.id);
        expectCardParts(tile, rows[index]!, shop);
      }
      // The page holds each kind of tile the checks above are about.
      expect(page.products.some((tile) => tile.images.length === 2)).toBe(true);
      expect(page.products.some((tile) => tile.lowestPriorPrice !== undefined)).toBe(true);
      expect(page.products.some((tile) => (tile.siblings ?? []).length > 0)).toBe(true);
      expect(
        page.products.some((tile) =>
          Object.values(badgeAttributeKeys).some((key) => isAttributeTrue(tile.attributes, key)),
        ),
      ).toBe(true);
    },
  );
});
