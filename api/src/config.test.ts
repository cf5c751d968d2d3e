import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, repoRoot } from './config.ts';

describe('api configuration from the environment', () => {
  it('defaults to port 3000, PGlite under the repo root and local shop hosts', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({ port: 3000, databaseUrl: undefined, logLevel: 'info' });
    expect(config.pgliteDir).toBe(`${repoRoot}.data/pglite`);
    expect(config.shopDomains['fr-ch']).toBe('fr-ch.localhost:3000');
  });

  it('reads every variable, treating empty ones as unset', () => {
    const config = parseConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://shop@db.internal:5432/lumen',
      PGLITE_DIR: '/var/lib/lumen',
      SHOP_DOMAINS: 'de-de=www.lumen-optik.de',
      LOG_LEVEL: '',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://shop@db.internal:5432/lumen',
      pgliteDir: '/var/lib/lumen',
      logLevel: 'info',
    });
    expect(config.shopDomains['de-de']).toBe('www.lumen-optik.de');
    expect(config.shopDomains['de-at']).toBe('de-at.localhost:8080');
  });

  it('fails fast naming every wrong variable', () => {
    const attempt = () =>
      parseConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        SHOP_DOMAINS: 'xx-xx=a.example',
        LOG_LEVEL: 'loud',
      });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT:.*\n.*DATABASE_URL: must be a postgres/);
    expect(attempt).toThrow(/SHOP_DOMAINS: .*xx-xx=a\.example/);
    expect(attempt).toThrow(/LOG_LEVEL/);
  });

  it('names a malformed SHOP_DOMAINS entry', () => {
    expect(() => parseConfig({ SHOP_DOMAINS: 'xx-xx=a.example' })).toThrow(
      /SHOP_DOMAINS: .*xx-xx=a\.example/,
    );
  });

  it('reads the commerce backend settings (§6 access token or basic credentials, §9 search refresh)', () => {
    const defaults = parseConfig({});
    expect(defaults.commerce).toEqual({
      host: '127.0.0.1',
      port: 3443,
      tlsDir: `${repoRoot}.data/tls`,
      access: { tokens: [], basic: [] },
    });
    expect([defaults.seedProducts, defaults.searchRefreshAt, defaults.catalogCheckSeconds]).toEqual([
      2000,
      '04:00',
      30,
    ]);
    const set = parseConfig({
      COMMERCE_PORT: '9443',
      COMMERCE_ACCESS_TOKENS: 'one, two',
      COMMERCE_BASIC_AUTH: 'shop:se:cret',
      SEED_PRODUCTS: '10000',
      SEARCH_REFRESH_AT: '03:30',
    });
    expect(set.commerce.port).toBe(9443);
    expect(set.commerce.access).toEqual({
      tokens: ['one', 'two'],
      basic: [{ user: 'shop', password: 'se:cret' }],
    });
    expect([set.seedProducts, set.searchRefreshAt]).toEqual([10_000, '03:30']);
  });

  it('issue 5: reads the Storefront API the RPC calls use (unset host: the api’s own backend)', () => {
    expect(parseConfig({}).commerceApi).toEqual({ host: undefined, token: undefined });
    expect(
      parseConfig({
        COMMERCE_API_HOST: 'https://Lumen.storefront.api.scayle.cloud/',
        COMMERCE_API_TOKEN: 't0k',
      }).commerceApi,
    ).toEqual({ host: 'lumen.storefront.api.scayle.cloud', token: 't0k' });
    expect(parseConfig({ COMMERCE_API_HOST: 'localhost:3443' }).commerceApi.host).toBe('localhost:3443');
  });

  it.each([
    ['COMMERCE_API_HOST', 'http://tenant.example.com'],
    ['COMMERCE_API_HOST', 'tenant.example.com/v1'],
    ['COMMERCE_BASIC_AUTH', 'nopassword'],
    ['SEARCH_REFRESH_AT', '4 am'],
    ['SEED_PRODUCTS', '-5'],
    ['COMMERCE_PORT', '70000'],
    ['CATALOG_CHECK_SECONDS', '0'],
    ['REDIS_URL', 'http://127.0.0.1:6379'],
    ['SESSION_DAYS', '0'],
    ['TRUST_PROXY', 'yes'],
  ])('refuses %s=%s naming it', (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(new RegExp(name));
  });

  it('reads the session settings (issue 5): 30 days, no Redis, no trusted proxy by default', () => {
    const defaults = parseConfig({});
    expect([defaults.session.maxAgeMs, defaults.redisUrl, defaults.trustProxy]).toEqual([
      30 * 86_400_000,
      undefined,
      0,
    ]);
    const set = parseConfig({ SESSION_DAYS: '7', REDIS_URL: 'redis://127.0.0.1:6379', TRUST_PROXY: '1' });
    expect([set.session.maxAgeMs, set.redisUrl, set.trustProxy]).toEqual([
      7 * 86_400_000,
      'redis://127.0.0.1:6379',
      1,
    ]);
  });
});
