import { BrandSchema, pageOf } from '@lumen/domain';
import { StorefrontAPIClient } from '@scayle/storefront-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogRows } from '../catalog/catalog-rows.ts';
import { expectBadParameter, noDatabase, startCommerceTestServer } from '../testing/commerce-test-server.ts';
import type { CommerceTestServer } from '../testing/commerce-test-server.ts';
import { fixtureCatalogRows } from '../testing/fixture-catalog.ts';

/**
 * The fixture catalogue plus a brand sold only in Poland, a brand with no products yet, and an
 * older Vista Milano product updated later than the others (the brand's dates follow its products).
 */
function rows(): CatalogRows {
  const catalog = fixtureCatalogRows();
  catalog.brands.push(
    { id: 3, name: 'Wisła Eyewear', slug: 'wisla-eyewear', shopIds: [1008] },
    { id: 4, name: 'Klarsicht', slug: 'klarsicht', shopIds: null },
  );
  const riva = catalog.products.find((product) => product.id === 1003)!;
  catalog.products.push({
    ...riva,
    id: 1010,
    referenceKey: 'P-1010',
    createdAt: '2024-05-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
  });
  return catalog;
}

const BrandPageSchema = pageOf(BrandSchema);

/** These routes answer from the catalogue rows given; a query would mean one reads the database. */
let server: CommerceTestServer;

beforeAll(async () => {
  server = await startCommerceTestServer({ db: noDatabase, rows: rows(), tls: true });
});

afterAll(async () => {
  await server.close();
});

async function page(query: string) {
  const { status, body } = await server.get(`/v1/brands?${query}`);
  expect(status).toBe(200);
  return BrandPageSchema.parse(body);
}

describe('GET /v1/brands (§7)', () => {
  it.each([
    [1001, [1, 2, 4]],
    [1004, [1, 2, 4]],
    [1008, [1, 2, 3, 4]],
  ])('shop %i lists the brands it sells, by id: %j', async (shopId, ids) => {
    expect((await page(`shopId=${shopId}`)).entities.map((brand) => brand.id)).toEqual(ids);
  });

  it('answers a brand as the SDK types it, dated by its products', async () => {
    const { entities } = await page('shopId=1001');
    expect(entities[1]).toEqual({
      id: 2,
      slug: 'vista-milano',
      name: 'Vista Milano',
      group: '',
      isActive: true,
      logoHash: 'brands/vista-milano',
      createdAt: '2024-05-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
    });
    expect(entities[2]?.createdAt).toBe('2024-01-01T00:00:00.000Z');
  });

  it.each([
    [
      'page=1&perPage=2',
      [1, 2],
      { current: 2, total: 3, perPage: 2, page: 1, first: 1, prev: 1, next: 2, last: 2 },
    ],
    [
      'page=2&perPage=2',
      [4],
      { current: 1, total: 3, perPage: 2, page: 2, first: 1, prev: 1, next: 2, last: 2 },
    ],
    [
      'page=3&perPage=2',
      [],
      { current: 0, total: 3, perPage: 2, page: 3, first: 1, prev: 2, next: 2, last: 2 },
    ],
    ['', [1, 2, 4], { current: 3, total: 3, perPage: 100, page: 1, first: 1, prev: 1, next: 1, last: 1 }],
  ])('pages: %s → %j', async (query, ids, pagination) => {
    const answer = await page(`shopId=1001&${query}`);
    expect(answer.entities.map((brand) => brand.id)).toEqual(ids);
    expect(answer.pagination).toEqual(pagination);
  });
});

describe('GET /v1/brands/{id} (§7)', () => {
  it.each([
    ['a brand of every shop', '/v1/brands/2?shopId=1001', 200],
    ['a brand of another shop', '/v1/brands/3?shopId=1001', 404],
    ['a brand of the shop', '/v1/brands/3?shopId=1008', 200],
    ['an unknown brand', '/v1/brands/999?shopId=1001', 404],
  ])('%s: %s → %i', async (_case, path, status) => {
    const answer = await server.get(path);
    expect(answer.status).toBe(status);
    if (status === 200) BrandSchema.parse(answer.body);
  });

  it('answers the Polish brand with its name as written', async () => {
    const { body } = await server.get('/v1/brands/3?shopId=1008');
    expect(BrandSchema.parse(body)).toMatchObject({ name: 'Wisła Eyewear', slug: 'wisla-eyewear' });
  });
});

describe('brands: every bad parameter is a 400 naming it (§7)', () => {
  it.each([
    ['/v1/brands?shopId=1001&page=0', 'page'],
    ['/v1/brands?shopId=1001&page=two', 'page'],
    ['/v1/brands?shopId=1001&perPage=0', 'perPage'],
    ['/v1/brands?shopId=1001&perPage=501', 'perPage'],
    ['/v1/brands?shopId=1001&sort=name', 'sort'],
    ['/v1/brands/abc?shopId=1001', 'brandId'],
    ['/v1/brands/2?shopId=1001&with=logo', 'with'],
    ['/v1/brands', 'shopId'],
  ])('%s → 400 naming %s', async (path, parameter) => {
    await expectBadParameter(server, path, parameter);
  });
});

describe('brands through the Storefront API SDK', () => {
  it('get and getById answer what the SDK types', async () => {
    const client = new StorefrontAPIClient({ host: server.host, shopId: 1001 });
    const listed = BrandPageSchema.parse(await client.brands.get({ pagination: { page: 2, perPage: 1 } }));
    expect(listed.entities.map((brand) => brand.slug)).toEqual(['vista-milano']);
    expect(listed.pagination.last).toBe(3);
    expect(BrandSchema.parse(await client.brands.getById(1)).name).toBe('Nordlicht Eyewear');
    await expect(client.brands.getById(3)).rejects.toThrow(/404/);
  });
});
