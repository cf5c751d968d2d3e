import { CategorySchema } from '@lumen/domain';
import type { Category } from '@lumen/domain';
import { StorefrontAPIClient } from '@scayle/storefront-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { CatalogRows, CategoryRow } from '../catalog/catalog-rows.ts';
import { expectBadParameter, noDatabase, startCommerceTestServer } from '../testing/commerce-test-server.ts';
import type { CommerceTestServer } from '../testing/commerce-test-server.ts';
import { fixtureCatalogRows } from '../testing/fixture-catalog.ts';

const t = (de: string, fr: string, it: string, pl: string, cs: string) => ({ de, fr, it, pl, cs });

const category = (
  id: number,
  parentId: number | null,
  names: CategoryRow['names'],
  slugs: CategoryRow['slugs'],
  extra: Partial<CategoryRow> = {},
): CategoryRow => ({
  id,
  parentId,
  masterKey: `C${id}`,
  position: id,
  isHidden: false,
  names,
  slugs,
  properties: [],
  supportedFilters: [],
  shopIds: null,
  ...extra,
});

/**
 * The fixture catalogue plus a third level (women's sunglasses, with properties), a root sold
 * only in Poland, and a visible category below the hidden lens category.
 */
function rows(): CatalogRows {
  const catalog = fixtureCatalogRows();
  catalog.categories.push(
    category(
      13,
      12,
      t('Damen', 'Femme', 'Donna', 'Damskie', 'Dámské'),
      t('damen', 'femme', 'donna', 'damskie', 'damske'),
      {
        properties: [
          { name: 'season', value: 'summer' },
          { name: 'teaserRank', value: 3 },
        ],
        supportedFilters: ['frameColor'],
      },
    ),
    category(
      30,
      null,
      t('Okulary dla graczy', 'Lunettes gaming', 'Occhiali gaming', 'Okulary dla graczy', 'Herní brýle'),
      t('okulary-dla-graczy', 'lunettes-gaming', 'occhiali-gaming', 'okulary-dla-graczy', 'herni-bryle'),
      { shopIds: [1008] },
    ),
    category(
      91,
      90,
      t(
        'Einstärkengläser',
        'Verres unifocaux',
        'Lenti monofocali',
        'Soczewki jednoogniskowe',
        'Jednoohniskové čočky',
      ),
      t(
        'einstaerkenglaeser',
        'verres-unifocaux',
        'lenti-monofocali',
        'soczewki-jednoogniskowe',
        'jednoohniskove',
      ),
    ),
  );
  return catalog;
}

const CategoriesSchema = z.array(CategorySchema);

/** These routes answer from the catalogue rows given; a query would mean one reads the database. */
let server: CommerceTestServer;

beforeAll(async () => {
  server = await startCommerceTestServer({ db: noDatabase, rows: rows(), tls: true });
});

afterAll(async () => {
  await server.close();
});

async function roots(query = ''): Promise<Category[]> {
  const { status, body } = await server.get(`/v1/categories?shopId=1001${query}`);
  expect(status).toBe(200);
  return CategoriesSchema.parse(body);
}

async function one(path: string): Promise<Category> {
  const { status, body } = await server.get(path);
  expect(status).toBe(200);
  return CategorySchema.parse(body);
}

const idsOf = (categories: readonly Category[] | undefined) => categories?.map((entry) => entry.id);

describe('GET /v1/categories (§7 roots and ids)', () => {
  it('answers the roots the shop shows, without children at depth 1', async () => {
    const answer = await roots('&depth=1');
    expect(idsOf(answer)).toEqual([10, 20]);
    expect(answer[0]).toEqual({
      id: 10,
      path: '/brillen',
      name: 'Brillen',
      slug: 'brillen',
      parentId: 0,
      rootlineIds: [10],
      childrenIds: [11, 12],
      properties: [],
      isHidden: false,
      depth: 1,
      supportedFilter: ['frameColor', 'frameShape'],
      shopLevelCustomData: { masterPath: 'Master|Eyewear' },
      countryLevelCustomData: {},
    });
  });

  it('carries each category’s §3 master path in its shop-level custom data, as a hosted SCAYLE does', async () => {
    const [eyewear] = await roots('&depth=3');
    const masterPaths = (categories: readonly Category[] | undefined): unknown[] =>
      (categories ?? []).flatMap((entry) => [
        [entry.id, entry.shopLevelCustomData],
        ...masterPaths(entry.children),
      ]);
    expect(masterPaths(eyewear ? [eyewear] : [])).toEqual([
      [10, { masterPath: 'Master|Eyewear' }],
      [11, { masterPath: 'Master|Eyewear|Frames' }],
      [12, { masterPath: 'Master|Eyewear|Sunglasses' }],
      [13, { masterPath: 'Master|Eyewear|Sunglasses|C13' }],
    ]);
    // The same path in every language of the shop: it names the master tree, not the shop's slugs.
    const polish = await one('/v1/categories/13?shopId=1008&with=parents');
    expect(polish.shopLevelCustomData).toEqual({ masterPath: 'Master|Eyewear|Sunglasses|C13' });
    expect(polish.parent?.shopLevelCustomData).toEqual({ masterPath: 'Master|Eyewear|Sunglasses' });
  });

  it.each([
    // shop, query, root ids: hidden roots only with showHidden, shop-limited roots only in their shop
    [1001, '', [10, 20]],
    [1001, '&showHidden=true', [10, 20, 90]],
    [1001, '&showHidden=false', [10, 20]],
    [1008, '', [10, 20, 30]],
  ])('shop %i%s → roots %j', async (shopId, query, expected) => {
    const { body } = await server.get(`/v1/categories?shopId=${shopId}${query}`);
    expect(idsOf(CategoriesSchema.parse(body))).toEqual(expected);
  });

  it.each([
    [1001, 'Brillen', '/brillen/sonnenbrillen/damen'],
    [1004, 'Lunettes', '/lunettes/lunettes-de-soleil/femme'],
    [1006, 'Occhiali', '/occhiali/occhiali-da-sole/donna'],
    [1008, 'Okulary', '/okulary/okulary-przeciwsloneczne/damskie'],
    [1009, 'Brýle', '/bryle/slunecni-bryle/damske'],
  ])('shop %i names and paths in its language: %s, %s', async (shopId, rootName, leafPath) => {
    const { body } = await server.get(`/v1/categories?shopId=${shopId}&depth=3`);
    const [eyewear] = CategoriesSchema.parse(body);
    expect(eyewear?.name).toBe(rootName);
    expect(eyewear?.children?.[1]?.children?.[0]?.path).toBe(leafPath);
  });

  it('depth n answers n - 1 levels of children; descendants without depth the whole subtree', async () => {
    const [twoLevels] = await roots('&depth=2');
    expect(idsOf(twoLevels?.children)).toEqual([11, 12]);
    expect(twoLevels?.children?.[1]?.children).toBeUndefined();
    const [threeLevels] = await roots('&depth=3');
    const sunglasses = threeLevels?.children?.[1];
    expect(idsOf(sunglasses?.children)).toEqual([13]);
    expect(sunglasses?.children?.[0]).toMatchObject({ depth: 3, rootlineIds: [10, 12, 13], parentId: 12 });
    expect(sunglasses?.children?.[0]?.children).toBeUndefined();
    const [whole] = await roots('&with=descendants');
    expect(whole?.children?.[1]?.children?.[0]?.children).toEqual([]);
  });

  it('ids answers those categories in the order asked, leaving out unknown and hidden ones', async () => {
    expect(idsOf(await roots('&ids=12,9999,10,90'))).toEqual([12, 10]);
    expect(idsOf(await roots('&ids=12,9999,10,90,91&showHidden=true'))).toEqual([12, 10, 90, 91]);
    expect(idsOf(await roots('&ids=30'))).toEqual([]);
  });
});

describe('GET /v1/categories/{id} and /v1/categories/{slug path} (§7)', () => {
  it('answers a category by id with its parents when asked', async () => {
    const sunglasses = await one('/v1/categories/13?shopId=1001&with=parents');
    expect(sunglasses).toMatchObject({ id: 13, path: '/brillen/sonnenbrillen/damen', parentId: 12 });
    expect(sunglasses.parent).toMatchObject({ id: 12, path: '/brillen/sonnenbrillen', parentId: 10 });
    expect(sunglasses.parent?.parent).toMatchObject({ id: 10, parentId: 0 });
    expect(sunglasses.parent?.parent?.parent).toBeUndefined();
    expect((await one('/v1/categories/13?shopId=1001')).parent).toBeUndefined();
  });

  it('resolves a slug path in the shop language only', async () => {
    expect((await one('/v1/categories/brillen/sonnenbrillen?shopId=1001')).id).toBe(12);
    expect((await one('/v1/categories/brillen/sonnenbrillen/?shopId=1001')).id).toBe(12);
    const french = await one('/v1/categories/lunettes/lunettes-de-soleil?shopId=1004');
    expect([french.id, french.name, french.path]).toEqual([
      12,
      'Lunettes de soleil',
      '/lunettes/lunettes-de-soleil',
    ]);
    expect((await server.get('/v1/categories/brillen/sonnenbrillen?shopId=1004')).status).toBe(404);
    expect((await server.get('/v1/categories/lunettes/lunettes-de-soleil?shopId=1001')).status).toBe(404);
  });

  it.each([
    ['', ['season', 'teaserRank']],
    ['&with=properties', ['season', 'teaserRank']],
    ['&with=properties:name(season)', ['season']],
    ['&with=properties:name(season|teaserRank)', ['season', 'teaserRank']],
    ['&with=properties:name()', []],
  ])('query "%s" answers the properties %j', async (query, names) => {
    const damen = await one(`/v1/categories/brillen/sonnenbrillen/damen?shopId=1001${query}`);
    expect(damen.properties.map((property) => property.name)).toEqual(names);
  });

  it('answers the product sorting only when asked for', async () => {
    expect((await one('/v1/categories/12?shopId=1001')).productSorting).toBeUndefined();
    expect((await one('/v1/categories/12?shopId=1001&with=productSorting')).productSorting).toEqual({
      customSortingKey: 'category-12',
      smartSortingKey: 'scayle:v1:balanced-offerings',
    });
  });

  it.each([
    ['unknown id', '/v1/categories/9999?shopId=1001', 404],
    ['hidden category', '/v1/categories/90?shopId=1001', 404],
    ['hidden category with showHidden', '/v1/categories/90?shopId=1001&showHidden=true', 200],
    ['below a hidden category', '/v1/categories/91?shopId=1001', 404],
    [
      'below a hidden category with showHidden',
      '/v1/categories/glaeser/einstaerkenglaeser?shopId=1001&showHidden=true',
      200,
    ],
    ['hidden slug path', '/v1/categories/glaeser?shopId=1001', 404],
    ['category of another shop', '/v1/categories/30?shopId=1001', 404],
    ['category of the shop', '/v1/categories/okulary-dla-graczy?shopId=1008', 200],
    ['unknown slug path', '/v1/categories/brillen/unbekannt?shopId=1001', 404],
    ['slug path in the wrong order', '/v1/categories/sonnenbrillen/brillen?shopId=1001', 404],
  ])('%s: %s → %i', async (_case, path, status) => {
    expect((await server.get(path)).status).toBe(status);
  });

  it('a hidden category says so', async () => {
    expect((await one('/v1/categories/90?shopId=1001&showHidden=true')).isHidden).toBe(true);
  });
});

describe('categories: every bad parameter is a 400 naming it (§7)', () => {
  it.each([
    ['/v1/categories?shopId=1001&depth=0', 'depth'],
    ['/v1/categories?shopId=1001&depth=11', 'depth'],
    ['/v1/categories?shopId=1001&depth=two', 'depth'],
    ['/v1/categories?shopId=1001&with=children', 'with'],
    ['/v1/categories?shopId=1001&with=properties:key(season)', 'with'],
    ['/v1/categories?shopId=1001&with=parents.children', 'with'],
    ['/v1/categories?shopId=1001&with=properties:name(', 'with'],
    ['/v1/categories?shopId=1001&showHidden=yes', 'showHidden'],
    ['/v1/categories?shopId=1001&ids=12,abc', 'ids'],
    ['/v1/categories?shopId=1001&ids=', 'ids'],
    ['/v1/categories?shopId=1001&colour=red', 'colour'],
    ['/v1/categories/12?shopId=1001&ids=12', 'ids'],
    ['/v1/categories/12?shopId=1001&depth=-1', 'depth'],
    ['/v1/categories/007?shopId=1001', 'categoryId'],
    [`/v1/categories/${'a'.repeat(201)}?shopId=1001`, 'slugPath'],
    ['/v1/categories', 'shopId'],
  ])('%s → 400 naming %s', async (path, parameter) => {
    await expectBadParameter(server, path, parameter);
  });
});

describe('categories through the Storefront API SDK', () => {
  const client = () => new StorefrontAPIClient({ host: server.host, shopId: 1001 });

  it('getRoots, getById, getByIds and getByPath answer what the SDK types', async () => {
    const sdk = client();
    const rootsAnswer = await sdk.categories.getRoots({ with: { children: 1 } });
    expect(idsOf(CategoriesSchema.parse(rootsAnswer))).toEqual([10, 20]);
    expect(idsOf(rootsAnswer[0]?.children)).toEqual([11, 12]);

    const damen = await sdk.categories.getById(13, {
      with: { parents: 'all', properties: { withName: ['season'] }, includeProductSorting: true },
    });
    expect(CategorySchema.parse(damen)).toMatchObject({
      id: 13,
      properties: [{ name: 'season', value: 'summer' }],
      parent: { id: 12 },
      productSorting: { customSortingKey: 'category-13' },
    });

    // The SDK asks for no properties unless told to.
    expect((await sdk.categories.getById(13)).properties).toEqual([]);
    expect(idsOf(await sdk.categories.getByIds([12, 10]))).toEqual([12, 10]);
    expect((await sdk.categories.getByPath(['brillen', 'sonnenbrillen'])).id).toBe(12);
    expect((await sdk.categories.getById(90, { includeHidden: true })).isHidden).toBe(true);
    await expect(sdk.categories.getById(90)).rejects.toThrow(/404/);
  });
});
