import type { ShopIdentity } from '@lumen/domain';
import { APISortOption, APISortOrder, CampaignSortOption, StorefrontAPIClient } from '@scayle/storefront-api';
import type {
  AnalyticsEvent,
  AttributeGroupMulti,
  Brand,
  BrandsEndpointResponseData,
  Campaign,
  CampaignsEndpointResponseData,
  Category,
  FilterValuesResponseData,
  FiltersEndpointResponseData,
  NavigationAllEndpointResponseData,
  NavigationTree,
  NavigationV2AllEndpointResponseData,
  NavigationV2Tree,
  Product,
  ProductsByIdsEndpointResponseData,
  ProductWith,
  PromotionsEndpointResponseData,
  Redirect,
  ShopConfiguration,
  VariantDetail,
} from '@scayle/storefront-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductRow, VariantRow } from '../catalog/catalog-rows.ts';
import { promotionName } from '../catalog/project-promotion.ts';
import { campaignTexts } from '../catalog/text-language.ts';
import { sdkMethodFiles, sdkMethodsAtRuntime, sdkMethodsOf } from './sdk-methods.fixtures.ts';
import { productName, salePrice } from './seed-expectations.fixtures.ts';
import type { SeedExpectations } from './seed-expectations.fixtures.ts';
import {
  conformanceShops,
  fetchFailure,
  seedNow,
  startSeededStorefront,
} from './seeded-storefront.fixtures.ts';
import type { SeededStorefront } from './seeded-storefront.fixtures.ts';

// SDK conformance, catalogue reads: SCAYLE's own client against the backend over the seed.
// Every answer is declared with the SDK's type (the typecheck is half the test) and its values are
// checked against the seed rows in the shop's language and currency. Baskets and wishlists, and
// search, have files of their own; sdk-methods.fixtures.ts says which file drives which method.

let storefront: SeededStorefront;
let expected: SeedExpectations;

beforeAll(async () => {
  storefront = await startSeededStorefront();
  expected = storefront.expected;
});

afterAll(async () => {
  await storefront?.close();
});

const client = (shop: ShopIdentity) => storefront.client(shop);

/** Everything a product page reads. */
const productWith = {
  attributes: 'all',
  variants: { attributes: 'all', lowestPriorPrice: true },
  categories: 'all',
  priceRange: true,
} as const satisfies ProductWith;

/**
 * The shop's showcase: a sunglasses model it sells now with one frame colour, listed in shown
 * categories, with a variant on sale in the shop's currency (so the sale's rounding shows).
 */
function showcase(shop: ShopIdentity): ProductRow {
  const found = expected.rows.products.find(
    (product) =>
      product.productCategory === 'sunglasses' &&
      product.salesStatus === 'published' &&
      expected.isOffered(product, shop) &&
      !expected.isSoldOut(product) &&
      product.attributes['frameColor']?.length === 1 &&
      product.categoryIds.every((leaf) => expected.isCategoryShown(expected.category(leaf), shop)) &&
      expected.variantsOf(product.id).some((variant) => expected.salePercent(variant.id, shop) > 0),
  );
  if (!found) throw new Error(`The seed has no showcase for ${shop.code}`);
  return found;
}

function offeredProducts(shop: ShopIdentity, count: number): ProductRow[] {
  const products = expected.rows.products.filter(
    (product) => product.productType !== null && expected.isOffered(product, shop),
  );
  if (products.length < count)
    throw new Error(`The seed offers fewer than ${count} products in ${shop.code}`);
  return products.slice(0, count);
}

const sunglassesId = () => expected.categoryByMasterPath('Eyewear|Sunglasses').id;

describe('§3 products through the SDK: the seed in the shop’s language and currency', () => {
  it.each(conformanceShops)(
    '$code: products.getById answers name, attributes, prices, stock and categories',
    async (shop) => {
      const row = showcase(shop);
      const language = shop.language;
      const product: Product = await client(shop).products.getById(row.id, { with: productWith });
      expect(product).toMatchObject({
        id: row.id,
        referenceKey: row.referenceKey,
        masterKey: row.masterKey,
        isActive: true,
        isSoldOut: false,
      });
      expect(product.attributes?.['name']?.values).toEqual({ label: productName(row, language) });
      expect(product.attributes?.['brand']?.values).toMatchObject({ label: expected.brandName(row.brandId) });
      const colour = String(row.attributes['frameColor']?.[0]);
      expect(product.attributes?.['frameColor']).toMatchObject({
        label: expected.attributeGroupLabel('frameColor', language),
        values: { label: expected.attributeValueLabel('frameColor', colour, language), value: colour },
      });
      const variants = expected.variantsOf(row.id);
      expect(
        product.variants?.map((variant) => ({
          id: variant.id,
          withTax: variant.price.withTax,
          currencyCode: variant.price.currencyCode,
          quantity: variant.stock.quantity,
        })),
      ).toEqual(
        variants.map((variant) => ({
          id: variant.id,
          withTax: expected.price(variant.id, shop),
          currencyCode: shop.currency,
          quantity: variant.stock,
        })),
      );
      const onSale = variants.find((variant) => expected.salePercent(variant.id, shop) > 0)!;
      const listPrice = expected.rows.variantPrices.find(
        (price) => price.variantId === onSale.id && price.currency === shop.currency,
      )!.listPrice;
      expect(product.variants?.find((variant) => variant.id === onSale.id)?.price.appliedReductions).toEqual([
        {
          category: 'sale',
          type: 'relative',
          amount: {
            relative: expected.salePercent(onSale.id, shop) / 100,
            absoluteWithTax: listPrice - expected.price(onSale.id, shop)!,
          },
        },
      ]);
      expect(product.priceRange?.min.withTax).toBe(expected.cheapestPrice(row, shop));
      expect(product.categories?.map((line) => line.at(-1)?.categoryUrl)).toEqual(
        row.categoryIds.map((leaf) => expected.categoryPath(leaf, language)),
      );
    },
  );

  it.each(conformanceShops)('$code: a product whose variants are all gone is sold out (§4)', async (shop) => {
    const row = expected.rows.products.find(
      (product) => expected.isOffered(product, shop) && expected.isSoldOut(product),
    )!;
    const product: Product = await client(shop).products.getById(row.id, { with: { variants: 'all' } });
    expect(product.isSoldOut).toBe(true);
    expect(product.variants).not.toHaveLength(0);
    expect(product.variants?.map((variant) => variant.stock)).toEqual(
      expected
        .variantsOf(row.id)
        .map(() => expect.objectContaining({ quantity: 0, isSellableWithoutStock: false }) as unknown),
    );
  });

  it.each(conformanceShops)(
    '$code: a campaign named by campaignKey reduces the sale price of the brand it covers',
    async (shop) => {
      const campaign = expected.rows.campaigns.find((row) => row.key === 'brand-week-vista-milano')!;
      const row = expected.rows.products.find(
        (product) => campaign.brandIds?.includes(product.brandId) && expected.isOffered(product, shop),
      )!;
      const product: Product = await client(shop).products.getById(row.id, {
        with: { variants: 'all' },
        campaignKey: campaign.key,
      });
      expect(product.variants?.map((variant) => variant.price.withTax)).toEqual(
        expected
          .variantsOf(row.id)
          .map((variant) => salePrice(expected.price(variant.id, shop)!, campaign.reductionPercent)),
      );
    },
  );

  it.each(conformanceShops)('$code: products.getByIds answers in the order asked', async (shop) => {
    const [first, second] = offeredProducts(shop, 2) as [ProductRow, ProductRow];
    const products: Product[] = await client(shop).products.getByIds([second.id, first.id], {
      with: { attributes: { withKey: ['name'] } },
    });
    expect(products.map((product) => [product.id, product.attributes?.['name']?.values])).toEqual([
      [second.id, { label: productName(second, shop.language) }],
      [first.id, { label: productName(first, shop.language) }],
    ]);
  });

  it.each(conformanceShops)(
    '$code: products.getByReferenceKey and getByReferenceKeys find products by reference key',
    async (shop) => {
      const [first, second] = offeredProducts(shop, 2) as [ProductRow, ProductRow];
      const one: Product | null = await client(shop).products.getByReferenceKey(first.referenceKey);
      expect(one?.id).toBe(first.id);
      const none: Product | null = await client(shop).products.getByReferenceKey('NO-SUCH-REFERENCE');
      expect(none).toBeNull();
      const both: Product[] = await client(shop).products.getByReferenceKeys([
        second.referenceKey,
        first.referenceKey,
      ]);
      expect(both.map((product) => product.id).sort()).toEqual([first.id, second.id].sort());
    },
  );

  it.each(conformanceShops)(
    '$code: products.query lists a category cheapest first, without sold-out products',
    async (shop) => {
      const listing = expected.listingByPrice(sunglassesId(), shop);
      const page: ProductsByIdsEndpointResponseData = await client(shop).products.query({
        where: { categoryId: sunglassesId() },
        sort: { by: APISortOption.PRICE, direction: APISortOrder.ASCENDING },
        pagination: { page: 1, perPage: 5 },
        with: { priceRange: true },
      });
      expect(page.pagination).toMatchObject({ total: listing.length, page: 1, perPage: 5 });
      expect(page.entities.map((product) => [product.id, product.priceRange?.min.withTax])).toEqual(
        listing.slice(0, 5).map((product) => [product.id, expected.cheapestPrice(product, shop)]),
      );
    },
  );

  it('§8 rejects an unknown product with the SDK’s FetchError naming url and status', async () => {
    const { error, body } = await fetchFailure(client(conformanceShops[0]!).products.getById(999_999));
    expect(error.response.status).toBe(404);
    expect(error.message).toMatch(
      /^Failed to fetch https:\/\/localhost:\d+\/v1\/products\/999999\?shopId=1001\. 404 Not Found$/,
    );
    expect(body).toMatchObject({ message: 'Product 999999 not found' });
  });

  it.each(conformanceShops)('$code: answers 404 for a product the shop does not offer', async (shop) => {
    const foreign = expected.rows.products.find(
      (product) =>
        product.isActive && product.salesStatus === 'published' && !expected.isOffered(product, shop),
    )!;
    const offline = expected.rows.products.find((product) => product.salesStatus === 'offline')!;
    for (const product of [foreign, offline]) {
      const { error } = await fetchFailure(client(shop).products.getById(product.id));
      expect(error.response.status).toBe(404);
    }
  });
});

describe('§3 variants, attributes and the shop configuration through the SDK', () => {
  it.each(conformanceShops)(
    '$code: variants.getByIds answers price, stock and product in the order asked',
    async (shop) => {
      const [first, second] = expected.sellableVariants(shop) as [VariantRow, VariantRow];
      const variants: VariantDetail[] = await client(shop).variants.getByIds([second.id, first.id], {
        with: { attributes: 'all', lowestPriorPrice: true },
      });
      expect(
        variants.map((variant) => [
          variant.id,
          variant.productId,
          variant.price.withTax,
          variant.stock.quantity,
        ]),
      ).toEqual(
        [second, first].map((variant) => [
          variant.id,
          variant.productId,
          expected.price(variant.id, shop),
          variant.stock,
        ]),
      );
    },
  );

  it('§3 rounds a sale that leaves a fraction of a cent in the shopper’s favour', async () => {
    const cases = conformanceShops.flatMap((shop) => {
      const variant = expected.sellableVariants(shop).find((candidate) => {
        const price = expected.rows.variantPrices.find(
          (row) => row.variantId === candidate.id && row.currency === shop.currency,
        )!;
        return (price.listPrice * price.salePercent) % 100 !== 0;
      });
      return variant ? [{ shop, variant }] : [];
    });
    expect(cases.length).toBeGreaterThan(0);
    for (const { shop, variant } of cases) {
      const [answer]: VariantDetail[] = await client(shop).variants.getByIds([variant.id]);
      expect(answer?.price.withTax).toBe(expected.price(variant.id, shop));
    }
  });

  it.each(conformanceShops)(
    '$code: attributes.getByKey answers the group with its values in the shop’s language',
    async (shop) => {
      const group: AttributeGroupMulti = await client(shop).attributes.getByKey('frameColor');
      const row = expected.rows.attributeGroups.find((candidate) => candidate.key === 'frameColor')!;
      expect(group).toMatchObject({
        id: row.id,
        key: 'frameColor',
        label: row.labels[shop.language],
        multiSelect: true,
      });
      expect(group.values).toEqual(
        expected.rows.attributeValues
          .filter((value) => value.groupId === row.id)
          .sort((a, b) => a.position - b.position || a.id - b.id)
          .map((value) => ({ id: value.id, label: value.labels[shop.language], value: value.value })),
      );
      const { error } = await fetchFailure(client(shop).attributes.getByKey('noSuchGroup'));
      expect(error.response.status).toBe(404);
    },
  );

  it.each(conformanceShops)(
    '$code: attributes.getByKey reads every attribute group a product shows (§7), with the values it shows',
    async (shop) => {
      const product = await client(shop).products.getById(showcase(shop).id, {
        with: { ...productWith, images: 'all' },
      });
      const shown = [
        product.attributes ?? {},
        ...(product.variants ?? []).map((variant) => variant.attributes ?? {}),
        ...product.images.map((image) => image.attributes ?? {}),
      ].flatMap((attributes) => Object.values(attributes).filter((group) => group !== undefined));
      expect(shown.map((group) => group.key)).toEqual(
        expect.arrayContaining(['name', 'brand', 'frameColor']),
      );
      for (const group of shown) {
        const read: AttributeGroupMulti = await client(shop).attributes.getByKey(group.key);
        expect([read.key, read.label, read.multiSelect]).toEqual([group.key, group.label, true]);
        const values = Array.isArray(group.values) ? group.values : [group.values];
        expect(read.values).toEqual(expect.arrayContaining(values));
      }
    },
  );

  it.each(conformanceShops)(
    '$code: shopConfiguration.get answers the shop, its country and currency',
    async (shop) => {
      const configuration: ShopConfiguration = await client(shop).shopConfiguration.get();
      expect(configuration).toMatchObject({
        shopId: shop.shopId,
        country: shop.country,
        customData: { currency: shop.currency },
      });
      expect(configuration.properties).toContainEqual({ key: 'locale', value: shop.locale });
    },
  );
});

describe('§3 categories through the SDK: names, slugs and paths in the shop’s language', () => {
  it.each(conformanceShops)(
    '$code: categories.getRoots answers the shown top categories in order',
    async (shop) => {
      const roots: Category[] = await client(shop).categories.getRoots();
      expect(roots.map((category) => [category.id, category.name, category.slug, category.path])).toEqual(
        expected
          .shownChildren(null, shop)
          .map((row) => [
            row.id,
            row.names[shop.language],
            row.slugs[shop.language],
            expected.categoryPath(row.id, shop.language),
          ]),
      );
    },
  );

  it.each(conformanceShops)(
    '$code: categories.getById answers the category with its children and parent',
    async (shop) => {
      const id = sunglassesId();
      const category: Category = await client(shop).categories.getById(id, {
        with: { children: 1, parents: 'all' },
      });
      const row = expected.category(id);
      expect(category).toMatchObject({
        id,
        name: row.names[shop.language],
        path: expected.categoryPath(id, shop.language),
        parent: { id: row.parentId!, name: expected.category(row.parentId!).names[shop.language] },
      });
      expect(category.children?.map((child) => child.name)).toEqual(
        expected.shownChildren(id, shop).map((child) => child.names[shop.language]),
      );
    },
  );

  it.each(conformanceShops)('$code: categories.getByIds answers in the order asked', async (shop) => {
    const lenses = expected.categoryByMasterPath('ContactLenses').id;
    const categories: Category[] = await client(shop).categories.getByIds([lenses, sunglassesId()]);
    expect(categories.map((category) => [category.id, category.name])).toEqual([
      [lenses, expected.category(lenses).names[shop.language]],
      [sunglassesId(), expected.category(sunglassesId()).names[shop.language]],
    ]);
  });

  it.each(conformanceShops)('$code: categories.getByPath finds a category by its slugs', async (shop) => {
    const slugs = expected.lineOf(sunglassesId()).map((step) => step.slugs[shop.language]!);
    const category: Category = await client(shop).categories.getByPath(slugs);
    expect(category).toMatchObject({ id: sunglassesId(), slug: slugs.at(-1) });
    const { error } = await fetchFailure(client(shop).categories.getByPath(['no-such-category']));
    expect(error.response.status).toBe(404);
  });
});

describe('§7 filters through the SDK: values counted over the category listing', () => {
  /** The brand filter of the sunglasses listing, counted from the seed. */
  function brandValues(shop: ShopIdentity) {
    const counts = new Map<number, number>();
    for (const product of expected.listingByPrice(sunglassesId(), shop)) {
      counts.set(product.brandId, (counts.get(product.brandId) ?? 0) + 1);
    }
    return [...counts]
      .map(([brandId, productCount]) => {
        const brand = expected.rows.brands.find((row) => row.id === brandId)!;
        return { id: brand.id, name: brand.name, value: brand.slug, productCount };
      })
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  it.each(conformanceShops)(
    '$code: filters.get answers the brand filter and the colour filter in the shop’s language',
    async (shop) => {
      const filters: FiltersEndpointResponseData = await client(shop).filters.get({
        where: { categoryId: sunglassesId() },
      });
      expect(filters.find((filter) => filter.slug === 'brand')).toMatchObject({
        type: 'attributes',
        values: brandValues(shop),
      });
      expect(filters.find((filter) => filter.slug === 'frameColor')).toMatchObject({
        type: 'attributes',
        name: expected.attributeGroupLabel('frameColor', shop.language),
      });
    },
  );

  it.each(conformanceShops)('$code: filters.getValues answers one group’s values', async (shop) => {
    const values: FilterValuesResponseData = await client(shop).filters.getValues('brand', {
      where: { categoryId: sunglassesId() },
    });
    expect(values).toEqual(brandValues(shop));
  });
});

describe('§2 search results through the SDK: a term with the listing’s filters (filters[term])', () => {
  const termOf = (shop: ShopIdentity) =>
    expected.categoryByMasterPath('Eyewear|Sunglasses').names[shop.language]!;

  it.each(conformanceShops)(
    '$code: products.query and filters.get narrow the term’s matches by brand and price alike',
    async (shop) => {
      const term = termOf(shop);
      const all = await client(shop).products.query({
        where: { term },
        pagination: { page: 1, perPage: 100 },
        with: { priceRange: true },
      });
      expect(all.pagination.total).toBeGreaterThan(3);
      const price = (product: Product) => product.priceRange!.min.withTax;
      const brandId = expected.product(all.entities[0]!.id).brandId;
      const prices = all.entities.map(price).sort((a, b) => a - b);
      const [minPrice, maxPrice] = [prices[1]!, prices.at(-2)!];
      const where = {
        term,
        minPrice,
        maxPrice,
        attributes: [{ type: 'attributes' as const, key: 'brand', values: [brandId] }],
      };
      const matching = all.entities.filter(
        (product) =>
          expected.product(product.id).brandId === brandId &&
          price(product) >= minPrice &&
          price(product) <= maxPrice,
      );
      expect(matching.length).toBeGreaterThan(0);

      const narrowed = await client(shop).products.query({
        where,
        pagination: { page: 1, perPage: 100 },
        with: { priceRange: true },
      });
      // The term's order (best match first) stays; only what the filters refuse leaves.
      expect(narrowed.entities.map((product) => product.id)).toEqual(matching.map((product) => product.id));

      const filters: FiltersEndpointResponseData = await client(shop).filters.get({ where });
      const brands = filters.find((filter) => filter.slug === 'brand');
      // A facet counts its values against the other filters (term and prices), not its own choice.
      const inRange = all.entities.filter(
        (product) => price(product) >= minPrice && price(product) <= maxPrice,
      );
      expect(
        brands?.type === 'attributes' ? brands.values.reduce((sum, value) => sum + value.productCount, 0) : 0,
      ).toBe(inRange.length);
      expect(
        brands?.type === 'attributes' ? brands.values.find((value) => value.id === brandId)?.productCount : 0,
      ).toBe(matching.length);
      const priceRange = filters.find((filter) => filter.slug === 'prices');
      expect(priceRange?.type === 'range' ? priceRange.values[0].productCount : 0).toBe(
        all.entities.filter((product) => expected.product(product.id).brandId === brandId).length,
      );
    },
  );

  it('a term that matches nothing counts nothing, whatever the filters', async () => {
    const shop = conformanceShops[0]!;
    const where = { term: 'qxzvjwk', minPrice: 0 };
    const none = await client(shop).products.query({ where, pagination: { page: 1, perPage: 10 } });
    expect(none.pagination.total).toBe(0);
    const brands = (await client(shop).filters.get({ where })).find((filter) => filter.slug === 'brand');
    expect(brands?.values).toEqual([]);
  });
});

describe('§7 redirects through the SDK', () => {
  it.each(conformanceShops)('$code: redirects.get answers the shop’s redirects', async (shop) => {
    const redirects: Awaited<ReturnType<StorefrontAPIClient['redirects']['get']>> = await client(
      shop,
    ).redirects.get({
      pagination: { page: 1, perPage: 50 },
    });
    expect(redirects.entities).toEqual(
      expected
        .redirectsOf(shop)
        .map(({ id, source, target, statusCode }) => ({ id, source, target, statusCode })),
    );
  });

  it.each(conformanceShops)(
    '$code: redirects.post answers the redirect of a path, and nothing for an unknown one',
    async (shop) => {
      const [first] = expected.redirectsOf(shop);
      const redirect: Redirect | undefined = await client(shop).redirects.post(
        `https://shop.example${first!.source}?utm_source=x`,
      );
      expect(redirect).toEqual({
        id: first!.id,
        source: first!.source,
        target: first!.target,
        statusCode: first!.statusCode,
      });
      // The SDK reads the 404 of an unknown path as "no redirect".
      const none: Redirect | undefined = await client(shop).redirects.post('/no-such-page/');
      expect(none).toBeUndefined();
    },
  );
});

describe('§3 brands and campaigns through the SDK', () => {
  it.each(conformanceShops)(
    '$code: brands.get and brands.getById answer the brands the shop sells',
    async (shop) => {
      const page: BrandsEndpointResponseData = await client(shop).brands.get({
        pagination: { page: 1, perPage: 100 },
      });
      expect(page.entities.map((brand) => [brand.id, brand.name, brand.slug])).toEqual(
        expected.brandsOf(shop).map((brand) => [brand.id, brand.name, brand.slug]),
      );
      const own = expected.brandsOf(shop).at(-1)!;
      const brand: Brand = await client(shop).brands.getById(own.id);
      expect(brand).toMatchObject({ id: own.id, name: own.name });
      const foreign = expected.rows.brands.find(
        (row) => row.shopIds !== null && !row.shopIds.includes(shop.shopId),
      )!;
      const { error } = await fetchFailure(client(shop).brands.getById(foreign.id));
      expect(error.response.status).toBe(404);
    },
  );

  it.each(conformanceShops)(
    '$code: campaigns.get and campaigns.getById answer the shop’s campaigns',
    async (shop) => {
      const page: CampaignsEndpointResponseData = await client(shop).campaigns.get({
        sort: { by: CampaignSortOption.ID, direction: APISortOrder.ASCENDING },
      });
      expect(page.entities.map((campaign) => [campaign.id, campaign.key, campaign.reduction])).toEqual(
        expected.campaignsOf(shop).map((campaign) => [campaign.id, campaign.key, campaign.reductionPercent]),
      );
      const [first] = expected.campaignsOf(shop);
      const campaign: Campaign = await client(shop).campaigns.getById(first!.id);
      expect(campaign).toMatchObject({ id: first!.id, key: first!.key, ...campaignTexts(first!, shop) });
    },
  );
});

describe('§3 navigation through the SDK: labels in the shop’s language, §5 visibility', () => {
  const later = new Date(seedNow.getTime() + 30 * 86_400_000).toISOString();

  it.each(conformanceShops)('$code: navigation.getAll and getById answer the main menu', async (shop) => {
    const tree = expected.navigationTreeOf(shop);
    const trees: NavigationAllEndpointResponseData = await client(shop).navigation.getAll();
    expect(trees.map((candidate) => [candidate.id, candidate.key, candidate.name])).toEqual([
      [tree.id, 'main', tree.name],
    ]);
    expect(trees[0]!.items.map((item) => item.name)).toEqual(expected.navigationLabels(shop));
    // The seasonal entry (§5 visibleFrom/visibleTo) is over by then.
    expect(expected.navigationLabels(shop, new Date(later))).toHaveLength(
      expected.navigationLabels(shop).length - 1,
    );
    const byId: NavigationTree = await client(shop).navigation.getById(tree.id, {
      visibleAt: later,
      with: { category: true },
    });
    expect(byId.items.map((item) => item.name)).toEqual(expected.navigationLabels(shop, new Date(later)));
    const [first] = byId.items;
    expect(first?.type === 'category' ? first.category?.name : undefined).toBe(
      expected.category(tree.items[0]!.categoryId!).names[shop.language],
    );
  });

  it.each(conformanceShops)(
    '$code: navigationv2.getAll and getByReferenceKey answer the same menu',
    async (shop) => {
      const tree = expected.navigationTreeOf(shop);
      const trees: NavigationV2AllEndpointResponseData = await client(shop).navigationv2.getAll();
      expect(trees.map((candidate) => [candidate.id, candidate.referenceKey, candidate.name])).toEqual([
        [tree.id, 'main', tree.name],
      ]);
      const main: NavigationV2Tree = await client(shop).navigationv2.getByReferenceKey({
        referenceKey: 'main',
        visibleAt: seedNow.toISOString(),
      });
      expect(main.items.map((item) => item.name)).toEqual(expected.navigationLabels(shop, seedNow));
      const branches = main.items.at(-1);
      expect(branches?.target === 'page' ? branches.pageTarget.page : undefined).toBe(
        tree.items.at(-1)?.slug,
      );
    },
  );
});

describe('§3 promotions through the SDK', () => {
  it.each(conformanceShops)(
    '$code: promotions.get answers the promotions running in the shop, highest priority first',
    async (shop) => {
      const page: PromotionsEndpointResponseData = await client(shop).promotions.get();
      expect(page.entities.map((promotion) => [promotion.id, promotion.name, promotion.priority])).toEqual(
        expected
          .runningPromotions(shop)
          .map((promotion) => [promotion.id, promotionName(promotion, shop), promotion.priority]),
      );
    },
  );

  it.each(conformanceShops)(
    '$code: promotions.getByIds answers a promotion with a code (the seed’s code-based one) with its code, named in the shop’s language',
    async (shop) => {
      const row = expected.runningPromotions(shop).find((candidate) => candidate.code);
      expect(row?.code).toMatch(/^[A-Z0-9-]{4,32}$/);
      const { entities }: PromotionsEndpointResponseData = await client(shop).promotions.getByIds([row!.id]);
      expect(entities.map((promotion) => [promotion.id, promotion.code])).toEqual([[row!.id, row!.code]]);
      expect(entities[0]!.name).toContain(row!.code);
      expect(entities[0]!.name).toBe(promotionName(row!, shop));
    },
  );

  it.each(conformanceShops)(
    '$code: promotions.getByIds answers those promotions in the order asked, ended ones too',
    async (shop) => {
      const ids = ['sunglasses-10-percent', 'gift-cap-spring'];
      const page: PromotionsEndpointResponseData = await client(shop).promotions.getByIds(ids);
      expect(page.entities.map((promotion) => promotion.id)).toEqual(ids);
    },
  );
});

describe('methods this backend does not serve', () => {
  // recommendations.getSimilarProducts and analytics.submitEvent are outside §7: no route answers
  // them, and the backend says so with a plain 404 the SDK turns into its FetchError.
  it('recommendations.getSimilarProducts is answered 404', async () => {
    const shop = conformanceShops[0]!;
    const { error, body } = await fetchFailure(
      client(shop).recommendations.getSimilarProducts(showcase(shop).id),
    );
    expect(error.response.status).toBe(404);
    expect(body.message).toBe(`Not found: GET /v1/recommendations/similar/${showcase(shop).id}`);
  });

  it('analytics.submitEvent is answered 404', async () => {
    const event: AnalyticsEvent = {
      event_name: 'view_page',
      session_id: 'conformance',
      device_type: 'desktop',
      page_type: 'homepage',
      page_path: '/',
    };
    const { error, body } = await fetchFailure(client(conformanceShops[0]!).analytics.submitEvent(event));
    expect(error.response.status).toBe(404);
    expect(body.message).toBe('Not found: POST /v1/analytics/events');
  });
});

describe('every method of the SDK’s client is driven', () => {
  it('the typed list of methods is the running SDK’s', () => {
    const unused = new StorefrontAPIClient({ host: 'localhost', shopId: 1001 });
    expect(sdkMethodsAtRuntime(unused)).toEqual(Object.keys(sdkMethodFiles).sort());
  });

  // Last in this file: the tests above called every catalogue method (and the two not served).
  it('this file drove each catalogue method', () => {
    expect([...storefront.driven].sort()).toEqual(sdkMethodsOf('catalogue', 'not served'));
  });
});
