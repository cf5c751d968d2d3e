import { describe, expect, it } from 'vitest';
import { ConfigError, developmentContentTokens, parseConfig, repoRoot } from './config.ts';
import { lumenContentSpace } from './content/content-space.ts';
import { defaultPaymentProviderChoice } from './payments/payment-providers.ts';

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
      CONTENT_PUBLIC_TOKEN: 'public-0123456789',
      CONTENT_PREVIEW_TOKEN: 'preview-0123456789',
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
      accessMadeAtStart: false,
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

  it('reads the Storefront API the RPC calls use (unset host: the api’s own backend)', () => {
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
    ['STORE_MODE_IDLE_MINUTES', '0'],
    ['STORE_MODE_IDLE_MINUTES', '1441'],
    ['STORE_MODE_IDLE_MINUTES', '2.5'],
    ['TRUST_PROXY', 'yes'],
    ['RATE_LIMIT_PER_ADDRESS', '-1'],
    ['RATE_LIMIT_PER_SESSION', 'many'],
  ])('refuses %s=%s naming it', (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(new RegExp(name));
  });

  it('reads the session settings: 30 days, no Redis, no trusted proxy by default', () => {
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

  it('ends a customer’s store mode session 10 minutes after its last call, or STORE_MODE_IDLE_MINUTES', () => {
    expect(parseConfig({}).session.storeModeIdleMs).toBe(10 * 60_000);
    expect(parseConfig({ STORE_MODE_IDLE_MINUTES: '' }).session.storeModeIdleMs).toBe(10 * 60_000);
    expect(parseConfig({ STORE_MODE_IDLE_MINUTES: '5' }).session.storeModeIdleMs).toBe(5 * 60_000);
  });

  it('request limits per address and session, 0 turning one off', () => {
    expect(parseConfig({}).requestLimits).toEqual({ perAddressPerMinute: 1200, perSessionPerMinute: 300 });
    expect(parseConfig({ RATE_LIMIT_PER_ADDRESS: '0', RATE_LIMIT_PER_SESSION: '50' }).requestLimits).toEqual({
      perAddressPerMinute: 0,
      perSessionPerMinute: 50,
    });
  });

  it('product images drawn per address and minute, 0 turning the limit off', () => {
    expect(parseConfig({}).imageRenderLimits).toEqual({ rendersPerAddressPerMinute: 120 });
    expect(parseConfig({ IMAGE_RENDERS_PER_ADDRESS: '0' }).imageRenderLimits).toEqual({
      rendersPerAddressPerMinute: 0,
    });
    expect(() => parseConfig({ IMAGE_RENDERS_PER_ADDRESS: '-1' })).toThrow(/IMAGE_RENDERS_PER_ADDRESS/);
  });

  it('the content API’s development tokens, and its own address for the content calls', () => {
    const config = parseConfig({ PORT: '8080' });
    expect(config.content).toEqual({
      tokens: developmentContentTokens,
      developmentTokens: true,
      api: {
        endpoint: 'http://127.0.0.1:8080/api/content/v2',
        token: developmentContentTokens.public,
        previewToken: developmentContentTokens.preview,
        spaceId: lumenContentSpace.id,
      },
      cacheSeconds: 30,
    });
  });

  it('set tokens serve the own content API; CONTENT_API_URL points the content calls at a Storyblok space', () => {
    const own = parseConfig({
      CONTENT_PUBLIC_TOKEN: 'public-0123456789',
      CONTENT_PREVIEW_TOKEN: 'preview-0123456789',
    });
    expect(own.content).toMatchObject({
      tokens: { public: 'public-0123456789', preview: 'preview-0123456789' },
      developmentTokens: false,
      api: { token: 'public-0123456789', previewToken: 'preview-0123456789' },
    });
    const storyblok = parseConfig({
      CONTENT_API_URL: 'https://api.storyblok.com/v2/',
      CONTENT_API_TOKEN: 'sb-public',
      CONTENT_SPACE_ID: '287411',
      CONTENT_CACHE_SECONDS: '0',
    });
    expect(storyblok.content.api).toEqual({
      endpoint: 'https://api.storyblok.com/v2',
      token: 'sb-public',
      previewToken: undefined,
      spaceId: 287_411,
    });
    expect(storyblok.content.cacheSeconds).toBe(0);
    // §8: without a token the api still starts; the boot and every content call log it.
    expect(
      parseConfig({ CONTENT_API_URL: 'https://api.storyblok.com/v2' }).content.api.token,
    ).toBeUndefined();
  });

  it('refuses to serve the shops’ own domains with the public development tokens', () => {
    const attempt = () =>
      parseConfig({ SHOP_DOMAINS: 'de-de=www.lumen-optik.de', CONTENT_PUBLIC_TOKEN: 'public-0123456789' });
    expect(attempt).toThrow(/CONTENT_PREVIEW_TOKEN: must be set when SHOP_DOMAINS serves the shops/);
    expect(attempt).not.toThrow(/CONTENT_PUBLIC_TOKEN/);
    // `npm start` on a developer's machine runs in production mode with the local domains (and the
    // sandbox payments it allows).
    expect(() => parseConfig({ NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: '1' })).not.toThrow();
  });

  it.each([
    ['CONTENT_API_URL', 'ftp://api.storyblok.com/v2'],
    ['CONTENT_PUBLIC_TOKEN', 'short'],
    ['CONTENT_PREVIEW_TOKEN', 'has spaces in it'],
    ['CONTENT_SPACE_ID', '-1'],
    ['CONTENT_CACHE_SECONDS', '3601'],
  ])('refuses the content setting %s=%s naming it', (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(new RegExp(name));
  });

  it('PORT 0 needs CONTENT_API_URL, since the content calls cannot know the port', () => {
    expect(() => parseConfig({ PORT: '0' })).toThrow(/CONTENT_API_URL: must be set when PORT is 0/);
    expect(
      parseConfig({ PORT: '0', CONTENT_API_URL: 'http://content.internal/v2' }).content.api.endpoint,
    ).toBe('http://content.internal/v2');
  });

  it('§6 ONLINE_SHOP_DISABLED: the shops whose online shop is off, none by default', () => {
    expect(parseConfig({}).onlineShopDisabled).toEqual([]);
    expect(parseConfig({ ONLINE_SHOP_DISABLED: '' }).onlineShopDisabled).toEqual([]);
    expect(parseConfig({ ONLINE_SHOP_DISABLED: 'pl-pl' }).onlineShopDisabled).toEqual(['pl-pl']);
    expect(parseConfig({ ONLINE_SHOP_DISABLED: ' fr-ch, cs-cz ,fr-ch,' }).onlineShopDisabled).toEqual([
      'fr-ch',
      'cs-cz',
    ]);
  });

  it.each([
    ['xx-yy', /ONLINE_SHOP_DISABLED: xx-yy is no shop code \(the shops are de-de, de-at/],
    ['de-de,fr-fr', /ONLINE_SHOP_DISABLED: fr-fr is no shop code/],
    ['DE-DE', /ONLINE_SHOP_DISABLED: DE-DE is no shop code/],
    ['de', /ONLINE_SHOP_DISABLED: de is no shop code/],
  ])('§6 refuses ONLINE_SHOP_DISABLED=%s naming the unknown code', (value, message) => {
    expect(() => parseConfig({ ONLINE_SHOP_DISABLED: value })).toThrow(ConfigError);
    expect(() => parseConfig({ ONLINE_SHOP_DISABLED: value })).toThrow(message);
  });

  describe('with NODE_ENV=production the commerce backend never runs open', () => {
    // The sandbox payment provider is allowed: these are about the commerce backend only.
    const production = { NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: '1' };
    const deployment = {
      ...production,
      SHOP_DOMAINS: 'de-de=www.lumen-optik.de',
      CONTENT_PUBLIC_TOKEN: 'public-0123456789',
      CONTENT_PREVIEW_TOKEN: 'preview-0123456789',
    };

    it('refuses a deployment (SHOP_DOMAINS) without access tokens or basic credentials', () => {
      expect(() => parseConfig(deployment)).toThrow(ConfigError);
      expect(() => parseConfig(deployment)).toThrow(
        /COMMERCE_ACCESS_TOKENS: or COMMERCE_BASIC_AUTH must be set when NODE_ENV=production and SHOP_DOMAINS/,
      );
      expect(parseConfig({ ...deployment, COMMERCE_ACCESS_TOKENS: 'backend-token' }).commerce.access).toEqual(
        {
          tokens: ['backend-token'],
          basic: [],
        },
      );
      expect(
        parseConfig({ ...deployment, COMMERCE_BASIC_AUTH: 'shop:secret' }).commerce.access.basic,
      ).toEqual([{ user: 'shop', password: 'secret' }]);
    });

    it('refuses a backend listening beyond loopback without them', () => {
      expect(() => parseConfig({ ...production, COMMERCE_HOST: '10.0.0.5' })).toThrow(
        /COMMERCE_ACCESS_TOKENS: .*listens beyond loopback \(COMMERCE_HOST=10\.0\.0\.5\)/,
      );
    });

    it('`npm start` on a machine (loopback, local domains): a token made at each start, not open', () => {
      const first = parseConfig(production);
      const second = parseConfig(production);
      expect(first.commerce.accessMadeAtStart).toBe(true);
      expect(first.commerce.access.basic).toEqual([]);
      expect(first.commerce.access.tokens).toHaveLength(1);
      expect(first.commerce.access.tokens[0]).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(second.commerce.access.tokens[0]).not.toBe(first.commerce.access.tokens[0]);
    });

    it('takes the token the api calls its own backend with (COMMERCE_API_TOKEN without COMMERCE_API_HOST)', () => {
      const config = parseConfig({ ...production, COMMERCE_API_TOKEN: 'own-backend-token' });
      expect(config.commerce).toMatchObject({
        access: { tokens: ['own-backend-token'], basic: [] },
        accessMadeAtStart: false,
      });
      // Calling another backend, the api's own gets a token of its own.
      const elsewhere = parseConfig({
        ...production,
        COMMERCE_API_HOST: 'tenant.example.com',
        COMMERCE_API_TOKEN: 'tenant-token',
      });
      expect(elsewhere.commerce.accessMadeAtStart).toBe(true);
      expect(elsewhere.commerce.access.tokens).not.toContain('tenant-token');
    });

    it('stays open on a developer machine without NODE_ENV=production, as before', () => {
      expect(parseConfig({}).commerce.access).toEqual({ tokens: [], basic: [] });
    });
  });
});

describe('the payment providers (PAYMENT_PROVIDER) and the sandbox in production', () => {
  it('defaults to the sandbox for every method paid at checkout, steps signed with a secret made at start', () => {
    expect(parseConfig({}).payments).toEqual({
      providers: defaultPaymentProviderChoice,
      sandboxInProduction: false,
      stepSecret: undefined,
    });
    expect(parseConfig({ PAYMENT_PROVIDER: '' }).payments.providers).toEqual(defaultPaymentProviderChoice);
  });

  it('reads a provider for every method and one per method', () => {
    expect(parseConfig({ PAYMENT_PROVIDER: 'sandbox,paypal_instant=sandbox' }).payments.providers).toEqual(
      defaultPaymentProviderChoice,
    );
    expect(parseConfig({ PAYMENT_PROVIDER: 'sandbox' }).payments.providers['klarna_paylater']).toBe(
      'sandbox',
    );
  });

  it.each([
    ['paypal', /PAYMENT_PROVIDER: paypal is no payment provider \(the providers are sandbox\)/],
    ['sandbox,klarna=sandbox', /PAYMENT_PROVIDER: klarna is no payment method paid at checkout/],
    ['sandbox,accounting=sandbox', /PAYMENT_PROVIDER: accounting is paid later/],
    ['paypal_instant=sandbox', /PAYMENT_PROVIDER: names no provider for klarna_paylater, /],
  ])('refuses PAYMENT_PROVIDER=%s naming the problem', (value, message) => {
    expect(() => parseConfig({ PAYMENT_PROVIDER: value })).toThrow(ConfigError);
    expect(() => parseConfig({ PAYMENT_PROVIDER: value })).toThrow(message);
  });

  it('refuses the sandbox with NODE_ENV=production unless ALLOW_SANDBOX_PAYMENTS allows it', () => {
    for (const allow of [undefined, '', '0', 'false', 'no']) {
      expect(() =>
        parseConfig({
          NODE_ENV: 'production',
          ...(allow === undefined ? {} : { ALLOW_SANDBOX_PAYMENTS: allow }),
        }),
      ).toThrow(/PAYMENT_PROVIDER: chooses the sandbox payment provider .*ALLOW_SANDBOX_PAYMENTS=1/);
    }
    expect(() => parseConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' })).toThrow(
      /ALLOW_SANDBOX_PAYMENTS=1/,
    );
    for (const allow of ['1', 'true', 'yes']) {
      const config = parseConfig({ NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: allow });
      expect(config.payments).toMatchObject({
        providers: defaultPaymentProviderChoice,
        sandboxInProduction: true,
      });
    }
    // Outside production the sandbox needs no consent: `npm run dev` and the tests.
    expect(parseConfig({ NODE_ENV: 'development' }).payments.sandboxInProduction).toBe(false);
  });

  it('reads PAYMENT_STEP_SECRET, refusing a short one and an unclear switch', () => {
    const secret = 'a-step-secret-of-at-least-32-characters';
    expect(parseConfig({ PAYMENT_STEP_SECRET: secret }).payments.stepSecret).toBe(secret);
    expect(() => parseConfig({ PAYMENT_STEP_SECRET: 'short' })).toThrow(
      /PAYMENT_STEP_SECRET: must be at least 32/,
    );
    expect(() => parseConfig({ ALLOW_SANDBOX_PAYMENTS: 'maybe' })).toThrow(
      /ALLOW_SANDBOX_PAYMENTS: must be 1/,
    );
  });
});
