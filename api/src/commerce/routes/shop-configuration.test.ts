import { ShopConfigurationSchema, shops } from '@lumen/domain';
import { StorefrontAPIClient } from '@scayle/storefront-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultShopSettings, seedShops } from '../../seed/seed-shops.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import type { TestDatabase } from '../../testing/test-database.ts';
import { startCommerceTestServer } from '../testing/commerce-test-server.ts';
import type { CommerceTestServer } from '../testing/commerce-test-server.ts';
import { fixtureCatalogRows } from '../testing/fixture-catalog.ts';

type ErrorBody = { message: string; errors?: { parameter: string }[] };

let database: TestDatabase;
let server: CommerceTestServer;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedShops(database.db);
  server = await startCommerceTestServer({
    db: database.db,
    rows: fixtureCatalogRows(),
    tls: true,
  });
});

afterAll(async () => {
  await server.close();
  await database.cleanup();
});

async function configuration(shopId: number) {
  const { status, body } = await server.get(`/v1/shop-configuration?shopId=${shopId}`);
  expect(status).toBe(200);
  return ShopConfigurationSchema.parse(body);
}

describe('GET /v1/shop-configuration (§7, §3 Shop)', () => {
  it.each([
    // shop, country, currency, VAT, languages of the market (§1, §3 Shop.languages)
    [1001, 'DE', 'DE-DEU', 'EUR', 0.19, ['de']],
    [1002, 'AT', 'AT-AUT', 'EUR', 0.2, ['de']],
    [1004, 'CH', 'CH-CHE', 'CHF', 0.081, ['de', 'fr', 'it']],
    [1007, 'IT', 'IT-ITA', 'EUR', 0.22, ['it', 'de']],
    [1008, 'PL', 'PL-POL', 'PLN', 0.23, ['pl']],
    [1009, 'CZ', 'CZ-CZE', 'CZK', 0.21, ['cs']],
  ])(
    'shop %i: country %s (%s), %s, VAT %d, languages %j',
    async (shopId, country, countryCode, currency, vatRate, languages) => {
      const answer = await configuration(shopId);
      expect(answer).toMatchObject({ shopId, country });
      expect(answer.customData).toEqual({ countryCode, currency, vatRate, languages });
    },
  );

  it.each(shops.map((shop) => [shop.code, shop] as const))(
    '%s: the shop-level custom data is its settings row',
    async (_code, shop) => {
      const { shopId: _shopId, code: _settingsCode, ...settings } = defaultShopSettings(shop);
      const answer = await configuration(shop.shopId);
      expect(answer.shopCustomData).toEqual(settings);
      expect(answer.name).toBe(`Lumen Optik ${shop.locale}`);
      expect(answer.properties).toEqual([
        { key: 'code', value: shop.code },
        { key: 'locale', value: shop.locale },
        { key: 'language', value: shop.language },
        { key: 'currency', value: shop.currency },
      ]);
    },
  );

  it('follows the settings row as operations change it, without a restart', async () => {
    await database.db.query(
      `update shop_settings
          set online_shop_enabled = false,
              custom_data = jsonb_set(custom_data, '{pdTool,enabled}', 'false'::jsonb)
        where shop_id = 1002`,
    );
    const answer = await configuration(1002);
    expect(answer.shopCustomData).toMatchObject({
      onlineShopEnabled: false,
      customData: { pdTool: { enabled: false } },
    });
  });

  it('a shop without settings row is a broken deployment: 500 naming no internals', async () => {
    await database.db.query('delete from shop_settings where shop_id = 1005');
    const { status, body } = await server.get<ErrorBody>('/v1/shop-configuration?shopId=1005');
    expect(status).toBe(500);
    expect(body.message).toBe('Internal server error');
  });

  it.each([
    ['/v1/shop-configuration?shopId=1001&with=properties', 'with'],
    ['/v1/shop-configuration', 'shopId'],
    ['/v1/shop-configuration?shopId=4242', 'shopId'],
  ])('%s → 400 naming %s', async (path, parameter) => {
    const { status, body } = await server.get<ErrorBody>(path);
    expect(status).toBe(400);
    expect(body.errors?.map((error) => error.parameter)).toContain(parameter);
  });
});

describe('shop configuration through the Storefront API SDK', () => {
  it('shopConfiguration.get answers what the SDK types', async () => {
    const client = new StorefrontAPIClient({ host: server.host, shopId: 1003 });
    const answer = ShopConfigurationSchema.parse(await client.shopConfiguration.get());
    expect(answer).toMatchObject({
      shopId: 1003,
      country: 'CH',
      customData: { currency: 'CHF', languages: ['de', 'fr', 'it'] },
      shopCustomData: { intlLocaleOverwrite: 'de-CH', orderReturnPortal: { portal: 'SEVEN_SENDERS' } },
    });
  });
});
