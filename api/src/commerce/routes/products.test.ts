import { FiltersSchema, pageOf, ProductSchema, VariantSchema } from '@lumen/domain';
import type { Filter, Product } from '@lumen/domain';
import { StorefrontAPIClient } from '@scayle/storefront-api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { openTestDatabase } from '../../testing/test-database.ts';
import type { TestDatabase } from '../../testing/test-database.ts';
import { startCommerceTestServer } from '../testing/commerce-test-server.ts';
import type { CommerceTestServer } from '../testing/commerce-test-server.ts';
import { fixtureCatalogRows, fixtureNow } from '../testing/fixture-catalog.ts';

const ProductPageSchema = pageOf(ProductSchema);
const VariantPageSchema = pageOf(VariantSchema.extend({ productId: z.number().int() }));

type Page = z.infer<typeof ProductPageSchema>;
const ids = (page: Page) => page.entities.map((product) => product.id);

let database: TestDatabase;
let server: CommerceTestServer;

beforeAll(async () => {
  vi.useFakeTimers({ now: fixtureNow, toFake: ['Date'] });
  database = await openTestDatabase();
  server = await startCommerceTestServer({ db: database.db, rows: fixtureCatalogRows(), tls: true });
});

afterAll(async () => {
  await server.close();
  await database.cleanup();
  vi.useRealTimers();
});

describe('GET /v1/products/{id} (§7)', () => {
  it('§3 Price: a 20 % sale of 99.00 in de-de is 79.20 with 19 % VAT, the reduction and the lowest prior price', async () => {
    const { status, body } = await server.get<Product>(
      '/v1/products/1002?shopId=1001&with=attributes,variants.lowestPriorPrice,priceRange,lowestPriorPrice,siblings,categories',
    );
    expect(status).toBe(200);
    const product = ProductSchema.parse(body);
    const price = product.variants![0]!.price;
    expect(price).toMatchObject({
      withTax: 7920,
      withoutTax: 6655,
      tax: { vat: { amount: 1265, rate: 0.19 } },
      beforeSaleWithTax: 9900,
      currencyCode: 'EUR',
      appliedReductions: [
        { category: 'sale', type: 'relative', amount: { relative: 0.2, absoluteWithTax: 1980 } },
      ],
      totalAppliedReductions: { amount: { relative: 0.2, absoluteWithTax: 1980 } },
    });
    expect(product.variants![0]!.lowestPriorPrice).toEqual({
      withTax: 8900,
      relativeDifferenceToPrice: 0.1101,
    });
    expect(product.priceRange?.min.withTax).toBe(7920);
    expect(product.siblings?.map((sibling) => sibling.id)).toEqual([1001]);
    expect(product.attributes?.['name']?.values).toEqual({ label: 'Nova Rund' });
    expect(product.attributes?.['frameColor']?.values).toEqual({
      id: 102,
      label: 'Havanna',
      value: 'havana',
    });
    expect(product.categories?.[0]?.map((step) => step.categoryUrl)).toEqual([
      '/brillen',
      '/brillen/korrektionsbrillen',
    ]);
  });

  it.each([
    // shop, currency, list price, VAT rate (§3 Price; net follows the shop's country)
    [1001, 'EUR', 12_900, 0.19],
    [1002, 'EUR', 12_900, 0.2],
    [1006, 'EUR', 12_900, 0.22],
    [1003, 'CHF', 13_545, 0.081],
    [1008, 'PLN', 51_600, 0.23],
    [1009, 'CZK', 322_500, 0.21],
  ])('shop %i answers in %s: %i cents at VAT %d', async (shopId, currency, withTax, rate) => {
    const { body } = await server.get<Product>(`/v1/products/1001?shopId=${shopId}&with=variants`);
    const price = ProductSchema.parse(body).variants![0]!.price;
    expect(price.currencyCode).toBe(currency);
    expect(price.withTax).toBe(withTax);
    expect(price.tax.vat.rate).toBe(rate);
    expect(price.withoutTax + price.tax.vat.amount).toBe(withTax);
    expect(price.appliedReductions).toEqual([]);
  });

  it.each([
    ['/v1/products/1001?shopId=1004&with=attributes', 'Noir'],
    ['/v1/products/1001?shopId=1005&with=attributes', 'Nero'],
    ['/v1/products/1001?shopId=1008&with=attributes', 'Czarny'],
    ['/v1/products/1001?shopId=1009&with=attributes', 'Černá'],
  ])('labels attributes in the shop language: %s', async (path, label) => {
    const { body } = await server.get<Product>(path);
    expect(ProductSchema.parse(body).attributes?.['frameColor']?.values).toMatchObject({ label });
  });

  it('marks a product first live within 30 days as new, and one without stock as sold out', async () => {
    const fresh = ProductSchema.parse((await server.get('/v1/products/1001?shopId=1001')).body);
    const soldOut = ProductSchema.parse((await server.get('/v1/products/1004?shopId=1001')).body);
    expect([fresh.isNew, fresh.isSoldOut]).toEqual([true, false]);
    expect([soldOut.isNew, soldOut.isSoldOut]).toEqual([false, true]);
  });

  it('applies a running campaign named by campaignKey to the products it covers', async () => {
    const { body } = await server.get<Product>(
      '/v1/products/1003?shopId=1001&with=variants&campaignKey=herbst-2026',
    );
    const price = ProductSchema.parse(body).variants![0]!.price;
    expect(price.withTax).toBe(14_310);
    expect(price.appliedReductions.map((reduction) => reduction.category)).toEqual(['campaign']);
    const outside = ProductSchema.parse(
      (await server.get('/v1/products/1001?shopId=1001&with=variants&campaignKey=herbst-2026')).body,
    );
    expect(outside.variants![0]!.price.appliedReductions).toEqual([]);
  });

  it('answers the image attributes named by key or type, the siblings’ too; all of them without a name', async () => {
    const imageKeys = (product: { images: { attributes?: object | undefined }[] }) =>
      product.images.map((image) => Object.keys(image.attributes ?? {}).sort());
    const narrowed = ProductSchema.parse(
      (
        await server.get(
          '/v1/products/1002?shopId=1001&with=images.attributes:legacy(false):key(imageType|imageBackground),' +
            'siblings,siblings.images.attributes:legacy(false):key(imageType)',
        )
      ).body,
    );
    expect(imageKeys(narrowed)).toEqual([['imageBackground']]);
    expect(narrowed.siblings?.map(imageKeys)).toEqual([[[]]]);
    const whole = ProductSchema.parse(
      (await server.get('/v1/products/1002?shopId=1001&with=images.attributes:legacy(false),siblings')).body,
    );
    expect(imageKeys(whole)).toEqual([['imageBackground', 'imageView']]);
    expect(whole.siblings?.map(imageKeys)).toEqual([[['imageBackground', 'imageView']]]);
  });

  it.each([
    ['unknown product', '/v1/products/9999?shopId=1001', 404],
    ['product of another shop', '/v1/products/1006?shopId=1001', 404],
    ['offline product', '/v1/products/1007?shopId=1001', 404],
    ['product of the shop', '/v1/products/1006?shopId=1008', 200],
  ])('%s → %i', async (_case, path, status) => {
    expect((await server.get(path)).status).toBe(status);
  });

  it.each([
    ['/v1/products/abc?shopId=1001', 'productId'],
    ['/v1/products/1001?shopId=1001&with=colours', 'with'],
    ['/v1/products/1001?shopId=1001&with=attributes:key(', 'with'],
    ['/v1/products/1001?shopId=1001&colour=red', 'colour'],
    ['/v1/products/1001', 'shopId'],
    ['/v1/products/1001?shopId=abc', 'shopId'],
    ['/v1/products/1001?shopId=4242', 'shopId'],
  ])('400 naming the parameter: %s', async (path, parameter) => {
    const { status, body } = await server.get<{ message: string; errors: { parameter: string }[] }>(path);
    expect(status).toBe(400);
    expect(body.errors.map((error) => error.parameter)).toContain(parameter);
    expect(body.message).toContain(parameter);
  });
});

describe('GET /v1/products (§7 list)', () => {
  const list = async (query: string) => {
    const { status, body } = await server.get<Page>(`/v1/products?shopId=1001&${query}`);
    expect(status).toBe(200);
    return ProductPageSchema.parse(body);
  };

  it.each([
    ['filters[category]=11', [1001, 1002]],
    ['filters[category]=11&includeSoldOut=true&sort=price&sortDir=asc', [1002, 1004, 1001]],
    ['filters[category]=10&sort=price&sortDir=asc', [1002, 1001, 1003]],
    ['filters[category]=10&sort=price&sortDir=desc', [1003, 1001, 1002]],
    ['filters[category]=10&sort=reduction', [1002, 1001, 1003]],
    ['filters[category]=10&sort=new', [1001, 1002, 1003]],
    ['filters[frameColor]=black', [1001]],
    ['filters[frameColor]=102', [1002]],
    ['filters[frameColor]=black,havana&sort=price', [1002, 1001]],
    ['filters:not[frameColor]=black&filters[category]=10&sort=price', [1002, 1003]],
    [
      'filters[frameColor]=black&filters[frameShape]=square&orFiltersOperator=frameColor,frameShape&sort=price',
      [1001, 1003],
    ],
    ['filters[sustainable]=true', [1001]],
    ['filters[brand]=vista-milano&sort=price', [1005, 1003]],
    ['filters[minPrice]=10000&filters[maxPrice]=15000', [1001]],
    ['filters[minReduction]=10', [1002]],
    ['filters[hasCampaignReduction]=true&campaignKey=herbst-2026', [1003]],
    ['filters[referenceKey]=P-1003,P-1001&sort=price', [1001, 1003]],
    ['ids=1003,9999,1001', [1003, 1001]],
    ['referenceKey=P-1005', [1005]],
    ['minProductId=1003&sort=price', [1005, 1003]],
  ])('%s → %j', async (query, expected) => {
    expect(ids(await list(query))).toEqual(expected);
  });

  it('pages through the matches with the SDK pagination', async () => {
    const page = await list('filters[category]=10&sort=price&perPage=2&page=2');
    expect(ids(page)).toEqual([1003]);
    expect(page.pagination).toEqual({
      current: 1,
      total: 3,
      perPage: 2,
      page: 2,
      first: 1,
      prev: 1,
      next: 2,
      last: 2,
    });
  });

  it('never lists the hidden lens products or offline ones', async () => {
    const all = ids(await list('perPage=100&includeSoldOut=true'));
    expect(all).not.toContain(1007);
    expect(all).not.toContain(1008);
    expect(ids(await list('filters[category]=90&includeSoldOut=true'))).toEqual([1008]);
  });

  it.each([
    ['page=0', 'page'],
    ['perPage=1000', 'perPage'],
    ['sort=name', 'sort'],
    ['sortDir=up', 'sortDir'],
    ['filters[minPrice]=-1', 'filters[minPrice]'],
    ['filters[minPrice]=500&filters[maxPrice]=100', 'filters[minPrice]'],
    ['filters[category]=x', 'filters[category]'],
    ['ids=1,,2', 'ids'],
    ['ids=', 'ids'],
    ['filters[frameColor]=', 'filters[frameColor]'],
    ['colour=red', 'colour'],
    ['includeSoldOut=yes', 'includeSoldOut'],
  ])('400 naming the parameter: %s', async (query, parameter) => {
    const { status, body } = await server.get<{ errors: { parameter: string }[] }>(
      `/v1/products?shopId=1001&${query}`,
    );
    expect(status).toBe(400);
    expect(body.errors.map((error) => error.parameter)).toContain(parameter);
  });
});

describe('GET /v1/variants (§7)', () => {
  it('answers the variants asked for with their product ids and attributes', async () => {
    const { body } = await server.get('/v1/variants?shopId=1001&ids=2006,2005,2004,9999&with=attributes');
    const page = VariantPageSchema.parse(body);
    expect(page.entities.map((variant) => [variant.id, variant.productId])).toEqual([
      [2006, 1005],
      [2005, 1005],
      [2004, 1004],
    ]);
    expect(page.entities[0]!.attributes?.['packingTypeDescription']?.values).toMatchObject({
      label: '90er-Packung',
    });
  });

  it.each(['ids=', 'ids=a', 'shopId=1001'])('400 for %s', async (query) => {
    const path = query.startsWith('shopId')
      ? '/v1/variants?shopId=1001'
      : `/v1/variants?shopId=1001&${query}`;
    const { status, body } = await server.get<{ errors: { parameter: string }[] }>(path);
    expect(status).toBe(400);
    expect(body.errors.map((error) => error.parameter)).toContain('ids');
  });
});

describe('GET /v1/filters (§7)', () => {
  const filters = async (query: string) => {
    const { status, body } = await server.get<Filter[]>(`/v1/filters?shopId=1001&${query}`);
    expect(status).toBe(200);
    return FiltersSchema.parse(body);
  };
  const group = (all: Filter[], slug: string) => all.find((filter) => filter.slug === slug);

  it('counts attribute values of the category, sold-out products left out', async () => {
    const all = await filters('filters[category]=11&including=sustainable');
    expect(group(all, 'frameColor')?.values).toEqual([
      { id: 101, name: 'Schwarz', value: 'black', productCount: 1 },
      { id: 102, name: 'Havanna', value: 'havana', productCount: 1 },
    ]);
    expect(group(all, 'prices')?.values).toEqual([{ min: 7920, max: 12_900, productCount: 2 }]);
    expect(group(all, 'sale')?.values).toEqual([
      { name: true, productCount: 1 },
      { name: false, productCount: 1 },
    ]);
    expect(group(all, 'sustainable')?.values).toEqual([
      { name: true, productCount: 1 },
      { name: false, productCount: 1 },
    ]);
  });

  it('counts a chosen group against the other filters only (a facet)', async () => {
    const all = await filters('filters[category]=11&filters[frameColor]=black');
    expect(
      group(all, 'frameColor')?.values.map((value) => 'productCount' in value && value.productCount),
    ).toEqual([1, 1]);
    expect(group(all, 'prices')?.values).toEqual([{ min: 12_900, max: 12_900, productCount: 1 }]);
  });

  it('offers only the category supported filters plus the built-in ones', async () => {
    const slugs = (await filters('filters[category]=20')).map((filter) => filter.slug);
    expect(slugs).toEqual(['brand', 'category', 'prices', 'sale']);
    const including = (await filters('filters[category]=20&including=frameColor')).map(
      (filter) => filter.slug,
    );
    expect(including).toContain('frameColor');
  });

  it('answers one group with GET filters/{groupName}/values', async () => {
    const { status, body } = await server.get(
      '/v1/filters/frameShape/values?shopId=1001&filters[category]=10',
    );
    expect(status).toBe(200);
    expect(body).toEqual([
      { id: 201, name: 'Rund', value: 'round', productCount: 2 },
      { id: 202, name: 'Eckig', value: 'square', productCount: 1 },
    ]);
  });

  it.each([
    ['/v1/filters/unknownGroup/values?shopId=1001', 404],
    ['/v1/filters?shopId=1001&including=bogus', 400],
    ['/v1/filters?shopId=1001&filters[category]=777', 400],
  ])('%s → %i', async (path, status) => {
    expect((await server.get(path)).status).toBe(status);
  });
});

describe('access control (§6: an access token or basic credentials when configured)', () => {
  it.each([
    [{}, 401],
    [{ 'x-access-token': 'wrong' }, 401],
    [{ 'x-access-token': 'secret-token' }, 200],
    [{ authorization: `Basic ${Buffer.from('shop:pass word').toString('base64')}` }, 200],
    [{ authorization: `Basic ${Buffer.from('shop:nope').toString('base64')}` }, 401],
  ])('headers %j → %i', async (headers, status) => {
    const guarded = await startCommerceTestServer({
      db: database.db,
      rows: fixtureCatalogRows(),
      access: { tokens: ['secret-token'], basic: [{ user: 'shop', password: 'pass word' }] },
    });
    try {
      expect((await guarded.get('/v1/products/1001?shopId=1001', headers)).status).toBe(status);
    } finally {
      await guarded.close();
    }
  });
});

describe('the Storefront API SDK against the backend over TLS', () => {
  const client = () => new StorefrontAPIClient({ host: server.host, shopId: 1001 });

  it('reads a product by id, by reference key and by query', async () => {
    const product = await client().products.getById(1002, {
      with: { attributes: 'all', variants: { lowestPriorPrice: true }, priceRange: true, siblings: {} },
    });
    expect(product.priceRange?.min.withTax).toBe(7920);
    expect(product.siblings?.map((sibling) => sibling.id)).toEqual([1001]);
    expect((await client().products.getByReferenceKey('P-1003'))?.id).toBe(1003);
    expect((await client().products.getByIds([1005, 1001])).map((entity) => entity.id)).toEqual([1005, 1001]);
    const page = await client().products.query({
      where: { categoryId: 10, attributes: [{ type: 'attributes', key: 'frameShape', values: [201] }] },
      sort: { by: 'price', direction: 'asc' },
      pagination: { page: 1, perPage: 10 },
    });
    expect(page.entities.map((entity) => entity.id)).toEqual([1002, 1001]);
  });

  it('reads variants and filters', async () => {
    expect((await client().variants.getByIds([2005])).map((variant) => variant.productId)).toEqual([1005]);
    const groups = await client().filters.get({ where: { categoryId: 11 } });
    expect(groups.map((filter) => filter.slug)).toContain('frameColor');
    const values = await client().filters.getValues('frameColor', { where: { categoryId: 11 } });
    expect(values).toHaveLength(2);
  });
});
