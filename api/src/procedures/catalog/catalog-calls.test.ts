import type { Product, ShopIdentity } from '@lumen/domain';
import { attributeLabel } from '@lumen/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProductRow } from '../../commerce/catalog/catalog-rows.ts';
import { promotionName } from '../../commerce/catalog/project-promotion.ts';
import { productName } from '../../commerce/conformance/seed-expectations.fixtures.ts';
import type { SeedExpectations } from '../../commerce/conformance/seed-expectations.fixtures.ts';
import { conformanceShops, seedNow } from '../../commerce/conformance/seeded-storefront.fixtures.ts';
import { startCommerceProcedures } from '../commerce-procedures.fixtures.ts';
import type { CommerceProcedures } from '../commerce-procedures.fixtures.ts';

// The catalogue calls of §7 over HTTP, answered through the SDK from the commerce backend over the
// seed. Every answer is parsed with its contract schema (in `call`) and checked against the seed
// rows: names in the shop's language, prices in its currency.

let procedures: CommerceProcedures;
let expected: SeedExpectations;

beforeAll(async () => {
  procedures = await startCommerceProcedures();
  expected = procedures.expected;
});

afterAll(async () => {
  await procedures?.close();
});

const call: CommerceProcedures['call'] = (name, payload, shopId) => procedures.call(name, payload, shopId);
const fail: CommerceProcedures['fail'] = (name, payload, shopId) => procedures.fail(name, payload, shopId);

const sunglassesId = () => expected.categoryByMasterPath('Eyewear|Sunglasses').id;
const rxCategoryId = () => expected.categoryByMasterPath('Rx').id;

/** A product the shop sells now, with a sale price in its currency, listed in shown categories. */
function sellable(shop: ShopIdentity): ProductRow {
  const found = expected.rows.products.find(
    (product) =>
      product.productType !== null &&
      product.salesStatus === 'published' &&
      expected.isOffered(product, shop) &&
      !expected.isSoldOut(product) &&
      product.categoryIds.every((leaf) => expected.isCategoryShown(expected.category(leaf), shop)) &&
      expected.variantsOf(product.id).some((variant) => expected.salePercent(variant.id, shop) > 0),
  );
  if (!found) throw new Error(`The seed has no sellable product for ${shop.code}`);
  return found;
}

/** Name, variant prices and currency of an answered product, next to what the seed says. */
function expectSeedProduct(product: Product, row: ProductRow, shop: ShopIdentity) {
  expect(product.id).toBe(row.id);
  expect(attributeLabel(product.attributes, 'name')).toBe(productName(row, shop.language));
  expect(
    product.variants?.map((variant) => [variant.id, variant.price.withTax, variant.price.currencyCode]),
  ).toEqual(
    expected
      .variantsOf(row.id)
      .map((variant) => [variant.id, expected.price(variant.id, shop), shop.currency]),
  );
}

describe('§7 getCategoriesByPath: the breadcrumb of a slug path', () => {
  it.each(conformanceShops)(
    '$code: root first, names in the language, the last with its children',
    async (shop) => {
      const line = expected.lineOf(sunglassesId());
      const path = line.map((step) => step.slugs[shop.language]!);
      const categories = await call('getCategoriesByPath', { path }, shop.shopId);
      expect(categories.map((category) => [category.id, category.name, category.path])).toEqual(
        line.map((step) => [
          step.id,
          step.names[shop.language],
          expected.categoryPath(step.id, shop.language),
        ]),
      );
      expect(categories.every((category) => category.parent === undefined)).toBe(true);
      expect(categories.at(-1)?.children?.map((child) => child.name)).toEqual(
        expected.shownChildren(sunglassesId(), shop).map((child) => child.names[shop.language]),
      );
      expect(categories[0]?.children).toBeUndefined();
    },
  );

  it('§7 children: 0 answers the last category without its children', async () => {
    const path = expected.lineOf(sunglassesId()).map((step) => step.slugs.de);
    const categories = await call('getCategoriesByPath', { path, children: 0 });
    expect(categories.at(-1)?.children).toBeUndefined();
  });

  it('§8 answers 404 NOT_FOUND naming a path that leads nowhere', async () => {
    const failure = await fail('getCategoriesByPath', { path: ['brillen', 'gibt-es-nicht'] });
    expect(failure).toMatchObject({ status: 404, error: { code: 'NOT_FOUND' } });
    expect(failure.error.message).toContain('/brillen/gibt-es-nicht');
  });

  it.each([
    { payload: { path: [] }, field: 'payload.path' },
    { payload: { path: ['Sonnen Brillen'] }, field: 'payload.path.0' },
    { payload: { path: ['brillen'], children: 4 }, field: 'payload.children' },
    { payload: {}, field: 'payload.path' },
  ])('§8 answers 400 naming $field for $payload', async ({ payload, field }) => {
    const failure = await fail('getCategoriesByPath', payload);
    expect(failure).toMatchObject({ status: 400, error: { code: 'VALIDATION_FAILED' } });
    expect(failure.error.details?.map((detail) => detail.field)).toEqual([field]);
  });
});

describe('§7 getCategoryById', () => {
  it.each(conformanceShops)('$code: the category in the language, with its shown children', async (shop) => {
    const category = await call('getCategoryById', { id: sunglassesId() }, shop.shopId);
    const row = expected.category(sunglassesId());
    expect(category).toMatchObject({
      id: row.id,
      name: row.names[shop.language],
      slug: row.slugs[shop.language],
      path: expected.categoryPath(row.id, shop.language),
      isHidden: false,
    });
    expect(category.children?.map((child) => child.id)).toEqual(
      expected.shownChildren(row.id, shop).map((child) => child.id),
    );
  });

  it('a hidden category is found only when asked for with includeHidden', async () => {
    const hidden = await fail('getCategoryById', { id: rxCategoryId() });
    expect(hidden).toMatchObject({ status: 404, error: { code: 'NOT_FOUND' } });
    const category = await call('getCategoryById', { id: rxCategoryId(), includeHidden: true });
    expect(category).toMatchObject({ id: rxCategoryId(), isHidden: true });
  });

  it.each([
    { payload: { id: 0 }, field: 'payload.id' },
    { payload: { id: '12' }, field: 'payload.id' },
    { payload: { id: 12, includeHidden: 'yes' }, field: 'payload.includeHidden' },
  ])('§8 answers 400 naming $field for $payload', async ({ payload, field }) => {
    const failure = await fail('getCategoryById', payload);
    expect(failure.status).toBe(400);
    expect(failure.error.details?.map((detail) => detail.field)).toEqual([field]);
  });
});

describe('§7 getCurrentPromotions', () => {
  it.each(conformanceShops)('$code: the promotions running now, highest priority first', async (shop) => {
    const promotions = await call('getCurrentPromotions', undefined, shop.shopId);
    expect(promotions.map((promotion) => [promotion.id, promotion.name, promotion.priority])).toEqual(
      expected
        .runningPromotions(shop)
        .map((promotion) => [promotion.id, promotionName(promotion, shop), promotion.priority]),
    );
  });

  it('§8 answers 400 for a payload the call does not take', async () => {
    const failure = await fail('getCurrentPromotions', { page: 2 });
    expect(failure.error.details?.map((detail) => detail.field)).toEqual(['payload.page']);
  });
});

describe('§7 getProductById and getProductsByIds', () => {
  it.each(conformanceShops)(
    '$code: the product page’s product in the language and currency',
    async (shop) => {
      const row = sellable(shop);
      const product = await call('getProductById', { id: row.id }, shop.shopId);
      expectSeedProduct(product, row, shop);
      expect(product.priceRange?.min.withTax).toBe(expected.cheapestPrice(row, shop));
      expect(product.categories?.map((line) => line.at(-1)?.categoryUrl)).toEqual(
        row.categoryIds.map((leaf) => expected.categoryPath(leaf, shop.language)),
      );
    },
  );

  it('the other colours carry what their swatches show and link by, not every attribute', async () => {
    const shop = conformanceShops[0]!;
    const models = expected.rows.products.filter(
      (product) => product.salesStatus === 'published' && expected.isOffered(product, shop),
    );
    let withSiblings: Product | undefined;
    for (const row of models) {
      const product = await call('getProductById', { id: row.id }, shop.shopId);
      if ((product.siblings?.length ?? 0) > 0) {
        withSiblings = product;
        break;
      }
    }
    expect(withSiblings, 'the seed has a product with other colours').toBeDefined();
    expect(Object.keys(withSiblings!.attributes ?? {})).toContain('description');
    for (const sibling of withSiblings!.siblings!) {
      const keys = Object.keys(sibling.attributes ?? {});
      expect(keys).toEqual(expect.arrayContaining(['name', 'frameColor']));
      expect(['name', 'frameColor', 'colorDetail', 'salesStatus']).toEqual(expect.arrayContaining(keys));
      for (const image of sibling.images ?? []) {
        expect(['imageType', 'imageBackground']).toEqual(
          expect.arrayContaining(Object.keys(image.attributes ?? {})),
        );
      }
    }
  });

  it.each(conformanceShops)('$code: a product of another shop is not found (404)', async (shop) => {
    const foreign = expected.rows.products.find(
      (product) =>
        product.isActive && product.salesStatus === 'published' && !expected.isOffered(product, shop),
    )!;
    const failure = await fail('getProductById', { id: foreign.id }, shop.shopId);
    expect(failure).toMatchObject({
      status: 404,
      error: { code: 'NOT_FOUND', message: `Product ${foreign.id} not found` },
    });
  });

  it('§8 answers 400 naming payload.id for an id that is not one', async () => {
    const failure = await fail('getProductById', { id: -4 });
    expect(failure.error.details?.map((detail) => detail.field)).toEqual(['payload.id']);
  });

  it.each(conformanceShops)(
    '$code: products by ids, in the order asked, without foreign ones',
    async (shop) => {
      const [first, second] = expected.rows.products.filter(
        (product) => product.productType !== null && expected.isOffered(product, shop),
      ) as [ProductRow, ProductRow];
      const foreign = expected.rows.products.find(
        (product) => product.isActive && !expected.isOffered(product, shop),
      )!;
      const products = await call(
        'getProductsByIds',
        { ids: [second.id, foreign.id, first.id] },
        shop.shopId,
      );
      expect(products.map((product) => product.id)).toEqual([second.id, first.id]);
      expectSeedProduct(products[1]!, first, shop);
    },
  );

  it.each([
    { payload: { ids: [] }, field: 'payload.ids' },
    { payload: { ids: [1, 'two'] }, field: 'payload.ids.1' },
  ])('§8 answers 400 naming $field', async ({ payload, field }) => {
    const failure = await fail('getProductsByIds', payload);
    expect(failure.error.details?.map((detail) => detail.field)).toEqual([field]);
  });
});

describe('getProductsByVariantIds: the products of a gift promotion’s variants', () => {
  it.each(conformanceShops)('$code: each gift variant with its product, in the order asked', async (shop) => {
    const promotions = await call('getCurrentPromotions', {}, shop.shopId);
    const gifts = promotions.flatMap((promotion) =>
      promotion.effect.type === 'buy_x_get_y' ? promotion.effect.additionalData.variantIds : [],
    );
    expect(gifts.length, `the seed has a running gift promotion in ${shop.code}`).toBeGreaterThan(0);
    const row = sellable(shop);
    const variant = expected.variantsOf(row.id)[0]!;
    const asked = [variant.id, ...gifts, 999_999_999];
    const answer = await call('getProductsByVariantIds', { variantIds: asked }, shop.shopId);
    expect(answer.map((entry) => entry.variantId)).toEqual(asked.slice(0, -1));
    expectSeedProduct(answer[0]!.product, row, shop);
    for (const entry of answer) {
      expect(entry.product.variants?.map((candidate) => candidate.id)).toContain(entry.variantId);
    }
  });

  it('§8 answers 400 naming payload.variantIds for an empty list', async () => {
    const failure = await fail('getProductsByVariantIds', { variantIds: [] });
    expect(failure.error.details?.map((detail) => detail.field)).toEqual(['payload.variantIds']);
  });
});

describe('§7 getRxProducts: the configurator’s lens options (§3 Lens data)', () => {
  const idsOf = (masterKey: string) =>
    expected.rows.products
      .filter((product) => product.masterKey === masterKey)
      .map((product) => product.id)
      .sort((a, b) => a - b);
  const sorted = (products: readonly Product[]) =>
    products.map((product) => product.id).sort((a, b) => a - b);

  it.each(conformanceShops)(
    '$code: every lens option grouped by master key, priced in the currency',
    async (shop) => {
      const lensData = await call('getRxProducts', undefined, shop.shopId);
      expect(sorted(lensData.rxLensTypes)).toEqual(idsOf('rx_lens_types'));
      expect(sorted(lensData.rxLensQualityIndex)).toEqual(idsOf('rx_lens_quality_index'));
      expect(sorted(lensData.rxTintingTypes)).toEqual(idsOf('rx_tinting_types'));
      expect(lensData.rxFreeServiceProduct?.id).toBe(idsOf('rx_services')[0]);
      expect(idsOf('rx_lens_types').length).toBeGreaterThan(0);
      for (const product of [
        ...lensData.rxLensTypes,
        ...lensData.rxTintingTypes,
        lensData.rxFreeServiceProduct!,
      ]) {
        expectSeedProduct(product, expected.product(product.id), shop);
      }
      expect(lensData.rxFreeServiceProduct?.variants?.[0]?.price.withTax).toBe(0);
    },
  );
});

describe('§7 getNavigation: the main menu with §5 visibility windows applied', () => {
  const later = new Date(seedNow.getTime() + 30 * 86_400_000);

  it.each(conformanceShops)('$code: top-level labels and targets in the language', async (shop) => {
    const items = await call('getNavigation', undefined, shop.shopId);
    expect(items.map((item) => item.label)).toEqual(expected.navigationLabels(shop, seedNow));
    const tree = expected.navigationTreeOf(shop);
    const first = tree.items[0]!;
    expect(items[0]).toMatchObject({
      label: first.label,
      slug: expected.categoryPath(first.categoryId!, shop.language),
      depth: 0,
    });
    expect(items.at(-1)?.slug).toBe(tree.items.at(-1)?.slug);
    expect(items.flatMap((item) => item.children).every((child) => child.depth === 1)).toBe(true);
  });

  it('§5 an item whose window has closed is gone, by the api’s own clock', async () => {
    const shop = conformanceShops[0]!;
    expect(expected.navigationLabels(shop, later)).toHaveLength(expected.navigationLabels(shop).length - 1);
    vi.setSystemTime(later);
    try {
      const items = await call('getNavigation', undefined, shop.shopId);
      expect(items.map((item) => item.label)).toEqual(expected.navigationLabels(shop, later));
    } finally {
      vi.setSystemTime(seedNow);
    }
  });
});
