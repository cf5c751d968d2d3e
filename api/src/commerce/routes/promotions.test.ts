import { pageOf, PromotionSchema } from '@lumen/domain';
import { StorefrontAPIClient } from '@scayle/storefront-api';
import type { RFC33339Date } from '@scayle/storefront-api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { CatalogRows, PromotionRow } from '../catalog/catalog-rows.ts';
import { expectBadParameter, noDatabase, startCommerceTestServer } from '../testing/commerce-test-server.ts';
import type { CommerceTestServer } from '../testing/commerce-test-server.ts';
import { fixtureCatalogRows, fixtureNow } from '../testing/fixture-catalog.ts';

const promotion = (id: string, extra: Partial<PromotionRow>): PromotionRow => ({
  id,
  name: id,
  priority: 0,
  isActive: true,
  startAt: '2026-11-01T00:00:00.000Z',
  endAt: '2026-12-01T00:00:00.000Z',
  effect: { type: 'automatic_discount', additionalData: { type: 'relative', value: 10 } },
  conditions: [],
  customData: {},
  shopIds: null,
  ...extra,
});

/**
 * The fixture's gift promotion (priority 10, 1 November to 31 December) plus, at `fixtureNow`
 * (15 November): a running discount of higher priority, one starting in December, one switched
 * off, one of the Polish shop, and one whose effect no client knows.
 */
function rows(): CatalogRows {
  const catalog = fixtureCatalogRows();
  catalog.promotions.push(
    promotion('promo-rabatt', {
      name: '15 % auf Korrektionsbrillen',
      priority: 20,
      startAt: '2026-11-10T00:00:00.000Z',
      endAt: '2026-11-20T00:00:00.000Z',
      effect: { type: 'automatic_discount', additionalData: { type: 'relative', value: 15 } },
      conditions: [{ level: 'item', key: 'category', condition: 'item.categoryId == 11' }],
      customData: {
        headlineParts: ['15 %', 'auf Korrektionsbrillen'],
        style: { color: '#ffffff', backgroundColor: '#0a6b5c' },
      },
    }),
    promotion('promo-spaeter', {
      priority: 5,
      startAt: '2026-12-01T00:00:00.000Z',
      endAt: '2027-01-01T00:00:00.000Z',
    }),
    promotion('promo-aus', { isActive: false }),
    promotion('promo-pl', { name: 'Etui gratis', priority: 15, shopIds: [1008] }),
    promotion('promo-kaputt', { priority: 30, effect: { type: 'mystery' } }),
  );
  return catalog;
}

const ListedPromotionSchema = PromotionSchema.extend({ isValid: z.boolean() });
const PromotionPageSchema = pageOf(ListedPromotionSchema);

/** These routes answer from the catalogue rows given; a query would mean one reads the database. */
let server: CommerceTestServer;

beforeAll(async () => {
  vi.useFakeTimers({ now: fixtureNow, toFake: ['Date'] });
  server = await startCommerceTestServer({ db: noDatabase, rows: rows(), tls: true });
});

afterAll(async () => {
  await server.close();
  vi.useRealTimers();
});

async function list(query: string) {
  const { status, body } = await server.get(`/v1/promotions?${query}`);
  expect(status).toBe(200);
  return PromotionPageSchema.parse(body);
}

const validity = (page: z.infer<typeof PromotionPageSchema>) =>
  page.entities.map((entry) => [entry.id, entry.isValid]);

describe('GET /v1/promotions (§7, §3 Promotion)', () => {
  it.each([
    // Running at the moment asked (default now), highest priority first; §4: the highest priority wins.
    [
      'shopId=1001',
      [
        ['promo-rabatt', true],
        ['promo-gift', true],
      ],
    ],
    [
      'shopId=1001&activeAt=2026-11-15T11:00:00%2B01:00',
      [
        ['promo-rabatt', true],
        ['promo-gift', true],
      ],
    ],
    ['shopId=1001&activeAt=2026-11-25T00:00:00Z', [['promo-gift', true]]],
    [
      'shopId=1001&activeAt=2026-12-05T00:00:00.000Z',
      [
        ['promo-gift', true],
        ['promo-spaeter', true],
      ],
    ],
    ['shopId=1001&activeAt=2027-02-01T00:00:00Z', []],
    [
      'shopId=1008',
      [
        ['promo-rabatt', true],
        ['promo-pl', true],
        ['promo-gift', true],
      ],
    ],
    // By ids: those asked for in that order, running or not; unknown ids and other shops' left out.
    [
      'shopId=1001&ids=promo-spaeter,promo-gift,promo-aus,promo-pl,promo-unbekannt',
      [
        ['promo-spaeter', false],
        ['promo-gift', true],
        ['promo-aus', false],
      ],
    ],
    [
      'shopId=1001&ids=promo-spaeter,promo-gift,promo-gift&activeAt=2026-12-05T00:00:00Z',
      [
        ['promo-spaeter', true],
        ['promo-gift', true],
      ],
    ],
  ])('%s → %j', async (query, expected) => {
    expect(validity(await list(query))).toEqual(expected);
  });

  it('answers a gift promotion with the whole buy-x-get-y effect the SDK types', async () => {
    const gift = (await list('shopId=1001&ids=promo-gift')).entities[0];
    expect(gift).toEqual({
      id: 'promo-gift',
      name: 'Gratis Etui',
      displayName: 'Gratis Etui',
      schedule: { from: '2026-11-01T00:00:00.000Z', to: '2026-12-31T00:00:00.000Z' },
      isActive: true,
      effect: {
        type: 'buy_x_get_y',
        additionalData: {
          eligibleItemsQuantity: 1,
          discountType: 'relative',
          discountValue: 100,
          discountDistribution: 'none',
          applicableItemSelectionType: 'variant_ids',
          maxCount: 1,
          maxCountType: 'single_item',
          variantIds: [2008],
        },
      },
      conditions: [],
      customData: { giftConditions: { minQuantity: 1, minOrderValue: 10_000 }, colorHex: '#0a6b5c' },
      priority: 10,
      isValid: true,
    });
  });

  it('answers a discount with its conditions and custom data (headline parts, style)', async () => {
    const discount = (await list('shopId=1001')).entities[0];
    expect(discount).toMatchObject({
      id: 'promo-rabatt',
      effect: { type: 'automatic_discount', additionalData: { type: 'relative', value: 15 } },
      conditions: [{ level: 'item', key: 'category', condition: 'item.categoryId == 11' }],
      customData: {
        headlineParts: ['15 %', 'auf Korrektionsbrillen'],
        style: { color: '#ffffff', backgroundColor: '#0a6b5c' },
      },
    });
  });

  it('leaves out a promotion whose effect is not a promotion effect', async () => {
    expect(validity(await list('shopId=1001&ids=promo-kaputt,promo-gift'))).toEqual([['promo-gift', true]]);
  });

  it('pages the running promotions', async () => {
    const second = await list('shopId=1001&perPage=1&page=2');
    expect(validity(second)).toEqual([['promo-gift', true]]);
    expect(second.pagination).toEqual({
      current: 1,
      total: 2,
      perPage: 1,
      page: 2,
      first: 1,
      prev: 1,
      next: 2,
      last: 2,
    });
  });
});

describe('promotions: every bad parameter is a 400 naming it (§7)', () => {
  it.each([
    ['/v1/promotions?shopId=1001&ids=', 'ids'],
    ['/v1/promotions?shopId=1001&ids=promo-gift,,promo-aus', 'ids'],
    ['/v1/promotions?shopId=1001&ids=promo%20gift', 'ids'],
    ['/v1/promotions?shopId=1001&activeAt=tomorrow', 'activeAt'],
    ['/v1/promotions?shopId=1001&activeAt=2026-11-15', 'activeAt'],
    ['/v1/promotions?shopId=1001&page=0', 'page'],
    ['/v1/promotions?shopId=1001&perPage=0', 'perPage'],
    ['/v1/promotions?shopId=1001&status=active', 'status'],
    ['/v1/promotions', 'shopId'],
  ])('%s → 400 naming %s', async (path, parameter) => {
    await expectBadParameter(server, path, parameter);
  });
});

describe('promotions through the Storefront API SDK', () => {
  it('get and getByIds answer what the SDK types', async () => {
    const client = new StorefrontAPIClient({ host: server.host, shopId: 1001 });
    const running = PromotionPageSchema.parse(await client.promotions.get());
    expect(running.entities.map((entry) => entry.id)).toEqual(['promo-rabatt', 'promo-gift']);
    const december = PromotionPageSchema.parse(
      await client.promotions.get({ activeAt: '2026-12-05T00:00:00Z' as RFC33339Date }),
    );
    expect(december.entities.map((entry) => entry.id)).toEqual(['promo-gift', 'promo-spaeter']);
    const byIds = PromotionPageSchema.parse(await client.promotions.getByIds(['promo-aus', 'promo-gift']));
    expect(validity(byIds)).toEqual([
      ['promo-aus', false],
      ['promo-gift', true],
    ]);
  });
});
