import { CategoryFiltersSchema, CategorySchema, NavigationTreeSchema } from '@lumen/domain';
import type { NavigationTree } from '@lumen/domain';
import { StorefrontAPIClient } from '@scayle/storefront-api';
import type { NavigationV2Tree } from '@scayle/storefront-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { CatalogRows } from '../catalog/catalog-rows.ts';
import { expectBadParameter, noDatabase, startCommerceTestServer } from '../testing/commerce-test-server.ts';
import type { CommerceTestServer } from '../testing/commerce-test-server.ts';
import { fixtureCatalogRows, fixtureNow } from '../testing/fixture-catalog.ts';

/**
 * The fixture's main tree of de-de (one item: the Eyewear category) plus a service tree of de-de
 * with every kind of item and §5 visibility windows around `fixtureNow` (15 November 10:00 UTC),
 * and the main tree of pl-pl.
 */
function rows(): CatalogRows {
  const catalog = fixtureCatalogRows();
  catalog.navigationTrees.push(
    {
      id: 2,
      shopId: 1001,
      key: 'service',
      name: 'Service',
      items: [
        { label: 'Filialen', slug: '/niederlassungen/', children: [] },
        { label: 'Termin buchen', slug: 'https://termine.lumen-optik.de/', children: [] },
        {
          label: 'Black Week',
          slug: '/aktion/',
          visibleFrom: '2026-11-20T00:00:00.000Z',
          visibleTo: '2026-11-30T00:00:00.000Z',
          children: [{ label: 'Sonnenbrillen', categoryId: 12, children: [] }],
        },
        { label: 'Gläser', categoryId: 90, children: [] },
        { label: 'Herbstaktion', slug: '/herbst/', visibleTo: fixtureNow.toISOString(), children: [] },
      ],
    },
    {
      id: 3,
      shopId: 1008,
      key: 'main',
      name: 'Nawigacja główna',
      items: [
        {
          label: 'Okulary',
          categoryId: 10,
          children: [{ label: 'Okulary przeciwsłoneczne', categoryId: 12, children: [] }],
        },
      ],
    },
  );
  return catalog;
}

const TreesSchema = z.array(NavigationTreeSchema);

// The domain has no schema for the SDK's v2 trees yet; this one follows `NavigationV2Tree`.
const v2ItemFields = {
  id: z.number().int().positive(),
  name: z.string(),
  assets: z.record(z.string(), z.string()),
  visibleFrom: z.iso.datetime({ offset: true }).nullable(),
  visibleTo: z.iso.datetime({ offset: true }).nullable(),
  customData: z.record(z.string(), z.unknown()).optional(),
  children: z.array(z.lazy((): z.ZodType => NavigationV2ItemSchema)),
};
const NavigationV2ItemSchema: z.ZodType = z.discriminatedUnion('target', [
  z.strictObject({
    ...v2ItemFields,
    target: z.literal('category'),
    categoryTarget: z
      .strictObject({
        categoryId: z.number().int().positive(),
        filters: CategoryFiltersSchema,
        category: CategorySchema.nullable().optional(),
      })
      .optional(),
  }),
  z.strictObject({
    ...v2ItemFields,
    target: z.literal('page'),
    pageTarget: z.strictObject({ page: z.string() }),
  }),
  z.strictObject({
    ...v2ItemFields,
    target: z.literal('individual-link'),
    linkTarget: z.strictObject({ url: z.string().min(1), openInNewWindow: z.boolean() }),
  }),
]);
const NavigationV2TreeSchema = z.strictObject({
  id: z.number().int().positive(),
  referenceKey: z.string().min(1),
  name: z.string(),
  items: z.array(NavigationV2ItemSchema),
});

/** These routes answer from the catalogue rows given; a query would mean one reads the database. */
let server: CommerceTestServer;

beforeAll(async () => {
  server = await startCommerceTestServer({ db: noDatabase, rows: rows(), tls: true });
});

afterAll(async () => {
  await server.close();
});

async function trees(query: string): Promise<NavigationTree[]> {
  const { status, body } = await server.get(`/v1/navigation/trees?${query}`);
  expect(status).toBe(200);
  return TreesSchema.parse(body);
}

async function tree(path: string): Promise<NavigationTree> {
  const { status, body } = await server.get(path);
  expect(status).toBe(200);
  return NavigationTreeSchema.parse(body);
}

const names = (items: NavigationTree['items']) => items.map((item) => item.name);
const visibleAt = (moment: string) => `filters[visibleAt]=${encodeURIComponent(moment)}`;

describe('GET /v1/navigation/trees (§7)', () => {
  it.each([
    [1001, [1, 2]],
    [1008, [3]],
    [1009, []],
  ])('shop %i answers its own trees: %j', async (shopId, ids) => {
    expect((await trees(`shopId=${shopId}`)).map((entry) => entry.id)).toEqual(ids);
  });

  it('answers a tree in the SDK shape, the category only when asked for', async () => {
    const [main] = await trees('shopId=1001');
    expect(main).toEqual({
      id: 1,
      key: 'main',
      name: 'Hauptnavigation',
      items: [
        {
          id: 100_001,
          name: 'Brillen',
          assets: {},
          visibleFrom: null,
          visibleTo: null,
          children: [],
          customData: {},
          type: 'category',
          categoryId: 10,
          filters: [],
          extraFilters: {},
        },
      ],
    });
    const [withCategory] = await trees('shopId=1001&with=category');
    const item = withCategory?.items[0];
    expect(item?.type === 'category' ? item.category : undefined).toMatchObject({
      id: 10,
      name: 'Brillen',
      path: '/brillen',
      childrenIds: [11, 12],
    });
  });

  it('tells pages, outside links and categories apart; a hidden category is null', async () => {
    const service = await tree('/v1/navigation/trees/2?shopId=1001&with=category');
    expect(service.items.map((item) => [item.id, item.type])).toEqual([
      [200_001, 'page'],
      [200_002, 'individual-link'],
      [200_003, 'page'],
      [200_005, 'category'],
      [200_006, 'page'],
    ]);
    expect(service.items[0]).toMatchObject({ page: '/niederlassungen/' });
    expect(service.items[1]).toMatchObject({
      options: { url: 'https://termine.lumen-optik.de/', isOpenInNewWindow: false },
    });
    expect(service.items[3]).toMatchObject({ categoryId: 90, category: null });
    expect(service.items[2]?.children[0]).toMatchObject({
      id: 200_004,
      categoryId: 12,
      category: { path: '/brillen/sonnenbrillen' },
    });
  });

  it.each([
    // §5: shown from visibleFrom (inclusive) until visibleTo (exclusive); no filter shows all.
    ['', ['Filialen', 'Termin buchen', 'Black Week', 'Gläser', 'Herbstaktion']],
    [visibleAt('2026-11-15T09:59:59.999Z'), ['Filialen', 'Termin buchen', 'Gläser', 'Herbstaktion']],
    [visibleAt(fixtureNow.toISOString()), ['Filialen', 'Termin buchen', 'Gläser']],
    [visibleAt('2026-11-20T01:00:00+01:00'), ['Filialen', 'Termin buchen', 'Black Week', 'Gläser']],
    [visibleAt('2026-11-30T00:00:00Z'), ['Filialen', 'Termin buchen', 'Gläser']],
  ])('service tree, %s → %j', async (query, expected) => {
    expect(names((await tree(`/v1/navigation/trees/2?shopId=1001&${query}`)).items)).toEqual(expected);
  });

  it('keeps item ids whatever the moment hides', async () => {
    const during = await tree(`/v1/navigation/trees/2?shopId=1001&${visibleAt('2026-11-25T00:00:00Z')}`);
    expect(during.items.map((item) => item.id)).toEqual([200_001, 200_002, 200_003, 200_005]);
  });

  it.each([
    ['a tree of the shop', '/v1/navigation/trees/2?shopId=1001&locale=de_DE', 200],
    ['a tree of another shop', '/v1/navigation/trees/3?shopId=1001', 404],
    ['the Polish tree in its shop', '/v1/navigation/trees/3?shopId=1008&locale=pl_PL', 200],
    ['an unknown tree', '/v1/navigation/trees/99?shopId=1001', 404],
  ])('%s: %s → %i', async (_case, path, status) => {
    expect((await server.get(path)).status).toBe(status);
  });
});

describe('GET /v2/navigations (the SDK navigationv2 calls)', () => {
  it('answers the shop trees by reference key in the v2 shape', async () => {
    const { status, body } = await server.get<NavigationV2Tree[]>(
      '/v2/navigations?shopId=1001&with=category',
    );
    expect(status).toBe(200);
    z.array(NavigationV2TreeSchema).parse(body);
    expect(body.map((entry) => entry.referenceKey)).toEqual(['main', 'service']);
    expect(body[0]?.items[0]).toMatchObject({
      id: 100_001,
      target: 'category',
      categoryTarget: { categoryId: 10, filters: [], category: { id: 10, path: '/brillen' } },
    });
    expect(body[1]?.items.slice(0, 2)).toMatchObject([
      { target: 'page', pageTarget: { page: '/niederlassungen/' } },
      {
        target: 'individual-link',
        linkTarget: { url: 'https://termine.lumen-optik.de/', openInNewWindow: false },
      },
    ]);
  });

  it.each([
    ['/v2/navigations/service?shopId=1001', 200],
    ['/v2/navigations/main?shopId=1008', 200],
    ['/v2/navigations/service?shopId=1008', 404],
    ['/v2/navigations/unbekannt?shopId=1001', 404],
  ])('%s → %i', async (path, status) => {
    const answer = await server.get(path);
    expect(answer.status).toBe(status);
    if (status === 200) NavigationV2TreeSchema.parse(answer.body);
  });

  it('leaves out the items not shown at filters[visibleAt]', async () => {
    const { body } = await server.get<NavigationV2Tree>(
      `/v2/navigations/service?shopId=1001&${visibleAt(fixtureNow.toISOString())}`,
    );
    expect(body.items.map((item) => item.name)).toEqual(['Filialen', 'Termin buchen', 'Gläser']);
  });
});

describe('navigation: every bad parameter is a 400 naming it (§7)', () => {
  it.each([
    ['/v1/navigation/trees?shopId=1001&with=categories', 'with'],
    ['/v1/navigation/trees?shopId=1001&with=category.parents', 'with'],
    ['/v1/navigation/trees?shopId=1001&with=category:name(x)', 'with'],
    ['/v1/navigation/trees?shopId=1001&locale=deutsch', 'locale'],
    ['/v1/navigation/trees?shopId=1001&filters[visibleAt]=gestern', 'filters[visibleAt]'],
    ['/v1/navigation/trees?shopId=1001&filters[visibleFrom]=2026-11-15T00:00:00Z', 'filters[visibleFrom]'],
    ['/v1/navigation/trees/abc?shopId=1001', 'treeId'],
    ['/v1/navigation/trees/1?shopId=1001&depth=2', 'depth'],
    ['/v1/navigation/trees', 'shopId'],
    ['/v2/navigations/main.json?shopId=1001', 'referenceKey'],
    ['/v2/navigations?shopId=1001&locale=de_DE', 'locale'],
    ['/v2/navigations?shopId=1001&filters[visibleAt]=2026-11-15', 'filters[visibleAt]'],
  ])('%s → 400 naming %s', async (path, parameter) => {
    await expectBadParameter(server, path, parameter);
  });
});

describe('navigation through the Storefront API SDK', () => {
  const client = () => new StorefrontAPIClient({ host: server.host, shopId: 1001 });

  it('navigation.getAll and getById answer what the SDK types', async () => {
    const all = TreesSchema.parse(
      await client().navigation.getAll({ with: { category: true }, visibleAt: fixtureNow.toISOString() }),
    );
    expect(all.map((entry) => entry.key)).toEqual(['main', 'service']);
    expect(names(all[1]!.items)).toEqual(['Filialen', 'Termin buchen', 'Gläser']);
    const service = NavigationTreeSchema.parse(await client().navigation.getById(2, { locale: 'de_DE' }));
    expect(service.name).toBe('Service');
    await expect(client().navigation.getById(3)).rejects.toThrow(/404/);
  });

  it('navigationv2.getAll and getByReferenceKey answer what the SDK types', async () => {
    const all = await client().navigationv2.getAll();
    z.array(NavigationV2TreeSchema).parse(all);
    expect(all.map((entry) => entry.id)).toEqual([1, 2]);
    const service = await client().navigationv2.getByReferenceKey({
      referenceKey: 'service',
      with: { category: true },
    });
    NavigationV2TreeSchema.parse(service);
    expect(service.items[3]).toMatchObject({
      target: 'category',
      categoryTarget: { categoryId: 90, category: null },
    });
  });
});
