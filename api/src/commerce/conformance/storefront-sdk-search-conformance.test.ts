import type { ShopIdentity } from '@lumen/domain';
import type {
  SearchEntity,
  SearchMappingsEndpointResponseData,
  SearchResolveEndpointResponseData,
  SearchSuggestionsEndpointResponseData,
  SearchV2ResolveEndpointResponseData,
  SearchV2SuggestionsEndpointResponseData,
  TypeaheadSuggestionsEndpointResponseData,
} from '@scayle/storefront-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductRow } from '../catalog/catalog-rows.ts';
import { sdkMethodsOf } from './sdk-methods.fixtures.ts';
import { productName } from './seed-expectations.fixtures.ts';
import type { SeedExpectations } from './seed-expectations.fixtures.ts';
import { conformanceShops, startSeededStorefront } from './seeded-storefront.fixtures.ts';
import type { SeededStorefront } from './seeded-storefront.fixtures.ts';

// SDK conformance, search: SCAYLE's own client against the backend's search index, built
// from the seed. A shopper typing a product's exact name in the shop's language finds it.

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

function productIdOf(entity: SearchEntity | undefined): number | undefined {
  return entity?.type === 'product' ? entity.productSuggestion.product.id : undefined;
}

describe('§7 search through the SDK: a product found by its exact name', () => {
  it.each(conformanceShops)('$code: searchv2.resolve leads the exact name to the product', async (shop) => {
    const { product, name } = uniquelyNamed(shop);
    const resolved: SearchV2ResolveEndpointResponseData | undefined = await client(shop).searchv2.resolve(
      name,
      {
        with: { product: { attributes: { withKey: ['name'] } } },
      },
    );
    expect(productIdOf(resolved)).toBe(product.id);
  });

  it.each(conformanceShops)(
    '$code: searchv2.suggestions suggests the product with its name',
    async (shop) => {
      const { product, name } = uniquelyNamed(shop);
      const answer: SearchV2SuggestionsEndpointResponseData = await client(shop).searchv2.suggestions(name, {
        with: { product: { attributes: { withKey: ['name'] } } },
      });
      const suggestion = answer.suggestions.find((entity) => productIdOf(entity) === product.id);
      expect(
        suggestion?.type === 'product'
          ? suggestion.productSuggestion.product.attributes?.['name']?.values
          : undefined,
      ).toEqual({ label: name });
    },
  );

  it.each(conformanceShops)('$code: search.suggestions lists the product', async (shop) => {
    const { product, name } = uniquelyNamed(shop);
    const answer: SearchSuggestionsEndpointResponseData = await client(shop).search.suggestions(name, {
      with: {
        products: { attributes: { withKey: ['name'] } },
        productNames: 'all',
        brands: 'all',
        categories: 'all',
      },
    });
    expect(
      answer.products.find((candidate) => candidate.id === product.id)?.attributes?.['name']?.values,
    ).toEqual({
      label: name,
    });
  });

  it.each(conformanceShops)('$code: typeahead.suggestions offers the product', async (shop) => {
    const { product, name } = uniquelyNamed(shop);
    const answer: TypeaheadSuggestionsEndpointResponseData = await client(shop).typeahead.suggestions(name, {
      with: { products: { attributes: { withKey: ['name'] } } },
      productLimit: 10,
    });
    expect(
      answer.suggestions.some(
        (suggestion) =>
          suggestion.type === 'product' && suggestion.productSuggestion.product.id === product.id,
      ),
    ).toBe(true);
  });

  it.each(conformanceShops)(
    '$code: searchv2.resolve answers nothing for a term that matches nothing',
    async (shop) => {
      const resolved: SearchV2ResolveEndpointResponseData | undefined =
        await client(shop).searchv2.resolve('qxzvjwk');
      expect(resolved).toBeUndefined();
    },
  );
});

describe('§7 search through the SDK: a brand found by its name', () => {
  it.each(conformanceShops)(
    '$code: search.suggestions lists the brand of a product the shop sells',
    async (shop) => {
      const { product } = uniquelyNamed(shop);
      const brand = expected.rows.brands.find((row) => row.id === product.brandId)!;
      const answer: SearchSuggestionsEndpointResponseData = await client(shop).search.suggestions(
        brand.name,
        {
          with: { brands: 'all' },
        },
      );
      expect(answer.brands).toContainEqual({ id: brand.id, label: brand.name, value: brand.slug });
    },
  );
});

describe('§7 search through the SDK: a category found by its name in the shop’s language', () => {
  it.each(conformanceShops)('$code: search.resolve matches the category', async (shop) => {
    const category = sunglasses();
    const name = category.names[shop.language]!;
    const answer: SearchResolveEndpointResponseData = await client(shop).search.resolve(name);
    expect(answer.matches.map((match) => [match.category.id, match.category.name])).toEqual([
      [category.id, name],
    ]);
  });

  it.each(conformanceShops)('$code: search.mappings maps the name to the category', async (shop) => {
    const category = sunglasses();
    const answer: SearchMappingsEndpointResponseData = await client(shop).search.mappings(
      category.names[shop.language]!,
    );
    expect(answer.matches).toContainEqual(
      expect.objectContaining({ type: 'category', id: category.id }) as unknown,
    );
  });

  it.each(conformanceShops)('$code: searchv2.resolve leads the name to the category', async (shop) => {
    const category = sunglasses();
    const resolved: SearchV2ResolveEndpointResponseData | undefined = await client(shop).searchv2.resolve(
      category.names[shop.language]!,
    );
    expect(resolved?.type === 'category' ? resolved.categorySuggestion.category.path : undefined).toBe(
      expected.categoryPath(category.id, shop.language),
    );
  });
});

describe('§7 search answers as SCAYLE gives them: categoryId, a mapping without a term, typeahead limit', () => {
  // Calls the SDK makes differently (or not at all) go over plain HTTP, as SCAYLE takes them.
  async function get<T>(path: string): Promise<T> {
    const answer = await fetch(`${storefront.baseUrl}${path}`);
    expect(answer.status, path).toBe(200);
    return (await answer.json()) as T;
  }

  it.each(conformanceShops)('$code: search/suggestions keeps to the categoryId it is given', async (shop) => {
    const { product } = uniquelyNamed(shop);
    const brand = expected.rows.brands.find((row) => row.id === product.brandId)!;
    const inside = sunglasses();
    const term = encodeURIComponent(brand.name);
    const scoped = await get<SearchSuggestionsEndpointResponseData>(
      `/v1/search/suggestions?shopId=${shop.shopId}&term=${term}&categoryId=${inside.id}&with=products,categories`,
    );
    for (const found of scoped.products)
      expect(expected.isInCategory(expected.product(found.id), inside.id), `product ${found.id}`).toBe(true);
    for (const category of scoped.categories)
      expect(expected.lineOf(category.id).map((step) => step.id)).toContain(inside.id);
  });

  it.each(conformanceShops)('$code: search/mappings answers a request without a term', async (shop) => {
    expect(await get(`/v1/search/mappings?shopId=${shop.shopId}`)).toEqual({ matches: [] });
    const category = sunglasses();
    const name = encodeURIComponent(category.names[shop.language]!);
    const scoped = await get<SearchMappingsEndpointResponseData>(
      `/v1/search/mappings?shopId=${shop.shopId}&term=${name}&categoryId=${category.id}`,
    );
    expect(scoped.matches).toContainEqual(
      expect.objectContaining({ type: 'category', id: category.id }) as unknown,
    );
  });

  it.each(conformanceShops)('$code: typeahead gives no more suggestions than the limit', async (shop) => {
    const { product } = uniquelyNamed(shop);
    const brand = expected.rows.brands.find((row) => row.id === product.brandId)!;
    for (const productLimit of [1, 3, 5]) {
      const answer = await client(shop).typeahead.suggestions(brand.name, { productLimit });
      expect(answer.suggestions.length, `limit ${productLimit}`).toBeLessThanOrEqual(productLimit);
      expect(answer.suggestions.some((suggestion) => suggestion.type === 'product')).toBe(true);
    }
  });
});

describe('every search method of the SDK’s client is driven', () => {
  // Last in this file: the tests above called each of them.
  it('this file drove each search method', () => {
    expect([...storefront.driven].sort()).toEqual(sdkMethodsOf('search'));
  });
});
