import { CampaignSchema, pageOf } from '@lumen/domain';
import { StorefrontAPIClient } from '@scayle/storefront-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampaignRow, CatalogRows } from '../catalog/catalog-rows.ts';
import { expectBadParameter, noDatabase, startCommerceTestServer } from '../testing/commerce-test-server.ts';
import type { CommerceTestServer } from '../testing/commerce-test-server.ts';
import { fixtureCatalogRows } from '../testing/fixture-catalog.ts';

const campaign = (id: number, extra: Partial<CampaignRow>): CampaignRow => ({
  id,
  key: `campaign-${id}`,
  name: `Aktion ${id}`,
  description: null,
  reductionPercent: 10,
  startAt: '2026-01-01T00:00:00.000Z',
  endAt: '2026-02-01T00:00:00.000Z',
  brandIds: null,
  categoryIds: null,
  shopIds: null,
  ...extra,
});

/**
 * The fixture's autumn campaign (10 %, 1 to 30 November, sunglasses) plus a past spring campaign
 * of a brand, a Black Week campaign whose first category is the hidden lens category, and a
 * campaign of the Polish shop only.
 */
function rows(): CatalogRows {
  const catalog = fixtureCatalogRows();
  catalog.campaigns.push(
    campaign(2, {
      key: 'fruehling-2026',
      reductionPercent: 25,
      startAt: '2026-03-01T00:00:00.000Z',
      endAt: '2026-04-01T00:00:00.000Z',
      brandIds: [2],
    }),
    campaign(3, {
      key: 'black-week',
      reductionPercent: 30,
      startAt: '2026-11-20T00:00:00.000Z',
      endAt: '2026-11-30T00:00:00.000Z',
      categoryIds: [90, 11],
    }),
    campaign(4, {
      key: 'promocja-lato',
      name: 'Promocja letnia',
      reductionPercent: 15,
      startAt: '2026-06-01T00:00:00.000Z',
      endAt: '2026-06-30T00:00:00.000Z',
      categoryIds: [12],
      shopIds: [1008],
    }),
  );
  return catalog;
}

const CampaignPageSchema = pageOf(CampaignSchema);

/** These routes answer from the catalogue rows given; a query would mean one reads the database. */
let server: CommerceTestServer;

beforeAll(async () => {
  server = await startCommerceTestServer({ db: noDatabase, rows: rows(), tls: true });
});

afterAll(async () => {
  await server.close();
});

async function list(query: string) {
  const { status, body } = await server.get(`/v1/campaigns?${query}`);
  expect(status).toBe(200);
  return CampaignPageSchema.parse(body);
}

describe('GET /v1/campaigns (§7, sortable by id, reduction, start_at, end_at)', () => {
  it.each([
    ['', [1, 2, 3]],
    ['sortDir=desc', [3, 2, 1]],
    ['sort=id&sortDir=asc', [1, 2, 3]],
    ['sort=reduction', [1, 2, 3]],
    ['sort=reduction&sortDir=desc', [3, 2, 1]],
    ['sort=start_at', [2, 1, 3]],
    ['sort=start_at&sortDir=desc', [3, 1, 2]],
    ['sort=end_at', [2, 3, 1]],
    ['sort=end_at&sortDir=desc', [1, 3, 2]],
    ['sort=reduction&sortDir=desc&perPage=2&page=2', [1]],
  ])('shop 1001, %s → %j', async (query, ids) => {
    expect((await list(`shopId=1001&${query}`)).entities.map((entry) => entry.id)).toEqual(ids);
  });

  it('lists the campaigns of the shop only', async () => {
    expect((await list('shopId=1008')).entities.map((entry) => entry.id)).toEqual([1, 2, 3, 4]);
  });

  it('answers a campaign as the SDK types it, linking to its first shown category', async () => {
    const { entities, pagination } = await list('shopId=1001');
    expect(entities[0]).toEqual({
      id: 1,
      key: 'herbst-2026',
      name: 'Herbstaktion',
      description: 'Zehn Prozent auf Sonnenbrillen',
      reduction: 10,
      start_at: '2026-11-01T00:00:00.000Z',
      end_at: '2026-12-01T00:00:00.000Z',
      startsAt: '2026-11-01T00:00:00.000Z',
      endsAt: '2026-12-01T00:00:00.000Z',
      customData: {},
      headline: 'Herbstaktion',
      subline: 'Zehn Prozent auf Sonnenbrillen',
      link: '/brillen/sonnenbrillen/',
      colorStyle: '',
      hideCountdown: false,
      product: { attributeId: 0, badgeLabel: '-10\u00a0%' },
      condition: '',
    });
    expect(entities.map((entry) => entry.link)).toEqual([
      '/brillen/sonnenbrillen/',
      '',
      '/brillen/korrektionsbrillen/',
    ]);
    expect(entities[1]?.description).toBe('');
    expect(pagination).toMatchObject({ total: 3, current: 3 });
  });

  it.each([
    [1004, '/lunettes/lunettes-de-soleil/', '-10%'],
    [1009, '/bryle/slunecni-bryle/', '-10\u00a0%'],
    [1008, '/okulary/okulary-przeciwsloneczne/', '-10%'],
  ])('shop %i links to %s with the badge %s', async (shopId, link, badgeLabel) => {
    const { body } = await server.get(`/v1/campaigns/1?shopId=${shopId}`);
    expect(CampaignSchema.parse(body)).toMatchObject({ link, product: { badgeLabel } });
  });
});

describe('GET /v1/campaigns/{id} (§7)', () => {
  it.each([
    ['a campaign of every shop', '/v1/campaigns/1?shopId=1001', 200],
    ['a past campaign', '/v1/campaigns/2?shopId=1001', 200],
    ['a campaign of another shop', '/v1/campaigns/4?shopId=1001', 404],
    ['a campaign of the shop', '/v1/campaigns/4?shopId=1008', 200],
    ['an unknown campaign', '/v1/campaigns/99?shopId=1001', 404],
  ])('%s: %s → %i', async (_case, path, status) => {
    const answer = await server.get(path);
    expect(answer.status).toBe(status);
    if (status === 200) CampaignSchema.parse(answer.body);
  });
});

describe('campaigns: every bad parameter is a 400 naming it (§7)', () => {
  it.each([
    ['/v1/campaigns?shopId=1001&sort=name', 'sort'],
    ['/v1/campaigns?shopId=1001&sort=startAt', 'sort'],
    ['/v1/campaigns?shopId=1001&sortDir=up', 'sortDir'],
    ['/v1/campaigns?shopId=1001&page=0', 'page'],
    ['/v1/campaigns?shopId=1001&perPage=many', 'perPage'],
    ['/v1/campaigns?shopId=1001&active=true', 'active'],
    ['/v1/campaigns/abc?shopId=1001', 'campaignId'],
    ['/v1/campaigns/1?shopId=1001&sort=id', 'sort'],
    ['/v1/campaigns', 'shopId'],
  ])('%s → 400 naming %s', async (path, parameter) => {
    await expectBadParameter(server, path, parameter);
  });
});

describe('campaigns through the Storefront API SDK', () => {
  it('get and getById answer what the SDK types', async () => {
    const client = new StorefrontAPIClient({ host: server.host, shopId: 1001 });
    const sorted = CampaignPageSchema.parse(
      await client.campaigns.get({
        sort: { by: 'reduction', direction: 'desc' },
        pagination: { perPage: 2 },
      }),
    );
    expect(sorted.entities.map((entry) => entry.key)).toEqual(['black-week', 'fruehling-2026']);
    expect(CampaignSchema.parse(await client.campaigns.getById(1)).key).toBe('herbst-2026');
    await expect(client.campaigns.getById(4)).rejects.toThrow(/404/);
  });
});
