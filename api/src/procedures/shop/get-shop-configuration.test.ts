import { ShopSchema, parseShopDomains, shops } from '@lumen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedShops } from '../../seed/seed-shops.ts';
import { benefitsPortalOrigins } from '../../shops/shop-settings-repository.ts';
import { startTestApi } from '../../testing/test-api.ts';
import type { TestApi } from '../../testing/test-api.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import type { TestDatabase } from '../../testing/test-database.ts';

// A deployment's domain map: the answer must take every host from it, none from code.
const shopDomains = parseShopDomains(
  [
    'de-de=www.lumen-optik.de',
    'de-at=www.lumen-optik.at',
    'de-ch=www.lumen-optik.ch',
    'fr-ch=fr.lumen-optik.ch',
    'it-ch=it.lumen-optik.ch',
    'it-it=www.lumen-optik.it',
    'de-it=de.lumen-optik.it',
    'pl-pl=www.lumen-optik.pl',
    'cs-cz=www.lumen-optik.cz',
  ].join(','),
  3000,
);

const swissLanguages = [
  { code: 'de', label: 'Deutsch', domain: 'www.lumen-optik.ch' },
  { code: 'fr', label: 'Français', domain: 'fr.lumen-optik.ch' },
  { code: 'it', label: 'Italiano', domain: 'it.lumen-optik.ch' },
];
const italianLanguages = [
  { code: 'it', label: 'Italiano', domain: 'www.lumen-optik.it' },
  { code: 'de', label: 'Deutsch', domain: 'de.lumen-optik.it' },
];

const expected = [
  {
    code: 'de-de',
    shopId: 1001,
    locale: 'de-DE',
    currency: 'EUR',
    domain: 'www.lumen-optik.de',
    languages: [{ code: 'de', label: 'Deutsch', domain: 'www.lumen-optik.de' }],
  },
  {
    code: 'de-at',
    shopId: 1002,
    locale: 'de-AT',
    currency: 'EUR',
    domain: 'www.lumen-optik.at',
    languages: [{ code: 'de', label: 'Deutsch', domain: 'www.lumen-optik.at' }],
  },
  {
    code: 'de-ch',
    shopId: 1003,
    locale: 'de-CH',
    currency: 'CHF',
    domain: 'www.lumen-optik.ch',
    languages: swissLanguages,
  },
  {
    code: 'fr-ch',
    shopId: 1004,
    locale: 'fr-CH',
    currency: 'CHF',
    domain: 'fr.lumen-optik.ch',
    languages: swissLanguages,
  },
  {
    code: 'it-ch',
    shopId: 1005,
    locale: 'it-CH',
    currency: 'CHF',
    domain: 'it.lumen-optik.ch',
    languages: swissLanguages,
  },
  {
    code: 'it-it',
    shopId: 1006,
    locale: 'it-IT',
    currency: 'EUR',
    domain: 'www.lumen-optik.it',
    languages: italianLanguages,
  },
  {
    code: 'de-it',
    shopId: 1007,
    locale: 'de-IT',
    currency: 'EUR',
    domain: 'de.lumen-optik.it',
    languages: italianLanguages,
  },
  {
    code: 'pl-pl',
    shopId: 1008,
    locale: 'pl-PL',
    currency: 'PLN',
    domain: 'www.lumen-optik.pl',
    languages: [{ code: 'pl', label: 'Polski', domain: 'www.lumen-optik.pl' }],
  },
  {
    code: 'cs-cz',
    shopId: 1009,
    locale: 'cs-CZ',
    currency: 'CZK',
    domain: 'www.lumen-optik.cz',
    languages: [{ code: 'cs', label: 'Čeština', domain: 'www.lumen-optik.cz' }],
  },
];

let database: TestDatabase;
let api: TestApi;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedShops(database.db);
  api = await startTestApi({ db: database.db, shopDomains });
});

afterAll(async () => {
  await api?.close();
  await database?.cleanup();
});

async function shopConfiguration(shopId: number) {
  const response = await api.rpc('getShopConfiguration', { shopId });
  expect(response.status).toBe(200);
  return ShopSchema.parse(await response.json());
}

describe('§7 getShopConfiguration answers the §3 Shop entity', () => {
  it('covers every shop of the shop table', () => {
    expect(expected.map((row) => row.shopId).sort()).toEqual(shops.map((shop) => shop.shopId).sort());
  });

  it.each(expected)('§3 $code: locale $locale, currency $currency, its market languages', async (row) => {
    const shop = await shopConfiguration(row.shopId);
    expect(shop).toMatchObject({
      shopId: row.shopId,
      locale: row.locale,
      currency: row.currency,
      currencyFractionDigits: 2,
      domain: row.domain,
      cmsBaseFolder: row.code,
      // Without a configured cookie domain the cookie stays on the shop's own host.
      cookieDomain: row.domain,
    });
    expect(shop.languages).toEqual(row.languages);
    expect(shop.googleTagId).toMatch(/^GTM-[A-Z0-9]+$/);
  });

  it('§3 the Swiss shops return through Seven Senders and show one price format', async () => {
    for (const shopId of [1003, 1004, 1005]) {
      const shop = await shopConfiguration(shopId);
      expect(shop.orderReturnPortal.portal).toBe('SEVEN_SENDERS');
      expect(shop.intlLocaleOverwrite).toBe('de-CH');
    }
    expect((await shopConfiguration(1001)).orderReturnPortal.portal).toBe('DEFAULT');
  });

  it('§3 ROPO reservations are offered in de-de and de-at only, for up to 3 frames', async () => {
    for (const row of expected) {
      const { ropo } = (await shopConfiguration(row.shopId)).customData;
      const offered = row.code === 'de-de' || row.code === 'de-at';
      expect(ropo.enabled).toBe(offered);
      if (offered) {
        expect(ropo.maxNumberOfArticles).toBe(3);
        expect(ropo.supportedStores.length).toBeGreaterThan(0);
      }
    }
  });

  it('§3 the lens configurator runs everywhere but cs-cz; subscriptions in DE, AT and CH', async () => {
    for (const row of expected) {
      const { featureFlags } = await shopConfiguration(row.shopId);
      expect(featureFlags.rxConfigurator).toBe(row.code !== 'cs-cz');
      expect(featureFlags.subscription).toBe(
        ['EUR', 'CHF'].includes(row.currency) && !row.code.endsWith('-it'),
      );
    }
  });

  it('§7 the benefits portal shows where the shop earns from it: the German shop, framed by its origin', async () => {
    for (const row of expected) {
      const { featureFlags, benefitsPortalUrl } = await shopConfiguration(row.shopId);
      expect(featureFlags.monetization).toBe(row.code === 'de-de');
      expect(benefitsPortalUrl).toBe(
        row.code === 'de-de' ? 'https://portal.lumen-vorteilswelt.de/embed/confirmation' : null,
      );
    }
    expect(await benefitsPortalOrigins(database.db)).toEqual(['https://portal.lumen-vorteilswelt.de']);
  });

  it('§7 a benefits portal that is no https address is refused by the database', async () => {
    await expect(
      database.db.query(
        `update shop_settings set benefits_portal_url = 'http://portal.example' where shop_id = 1001`,
      ),
    ).rejects.toThrow(/check/);
    expect((await shopConfiguration(1001)).benefitsPortalUrl).toMatch(/^https:/);
  });

  it('§7 answers what operations changed in the database, without a restart', async () => {
    await database.db.query(
      `update shop_settings set google_tag_id = 'GTM-NEW1', cookie_domain = '.lumen-optik.pl',
              online_shop_enabled = false where shop_id = 1008`,
    );
    const shop = await shopConfiguration(1008);
    expect(shop).toMatchObject({
      googleTagId: 'GTM-NEW1',
      cookieDomain: '.lumen-optik.pl',
      onlineShopEnabled: false,
    });
  });
});

describe('§6 ONLINE_SHOP_DISABLED switches a shop’s online shop off over its settings row', () => {
  const switchedOff = ['fr-ch', 'cs-cz'];
  let deployment: TestApi;

  beforeAll(async () => {
    deployment = await startTestApi({ db: database.db, shopDomains, onlineShopDisabled: ['fr-ch', 'cs-cz'] });
  });
  afterAll(async () => {
    await deployment?.close();
  });

  it.each(
    shops.map((shop) => ({ code: shop.code, shopId: shop.shopId, off: switchedOff.includes(shop.code) })),
  )('$code: switched off $off', async ({ shopId, off }) => {
    const response = await deployment.rpc('getShopConfiguration', { shopId });
    expect(response.status).toBe(200);
    const answer = ShopSchema.parse(await response.json());
    // The same database read without the setting: the shop's row as operations keep it.
    const row = await shopConfiguration(shopId);
    if (off) {
      expect(row.onlineShopEnabled).toBe(true);
      expect(row.featureFlags.onlineShop).toBe(true);
      expect(answer.onlineShopEnabled).toBe(false);
      // Content blocks read the feature flag: it must not offer what the routes refuse.
      expect(answer.featureFlags.onlineShop).toBe(false);
      expect(answer).toEqual({
        ...row,
        onlineShopEnabled: false,
        featureFlags: { ...row.featureFlags, onlineShop: false },
      });
    } else {
      expect(answer).toEqual(row);
    }
  });
});
