import { parseShopDomains } from '@lumen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi } from '../testing/test-api.ts';
import type { TestApi } from '../testing/test-api.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import type { TestDatabase } from '../testing/test-database.ts';
import { changesState } from './same-origin.ts';

// startTestApi serves localShopDomains(3000): shop 1001 is de-de.localhost:3000.
const ownOrigin = 'http://de-de.localhost:3000';

let database: TestDatabase;
let api: TestApi;
// A deployment: de-de under its own domain, served over https only.
let deployed: TestApi;
// A developer's shops behind a TLS proxy the app trusts (TRUST_PROXY=1, X-Forwarded-Proto).
let proxied: TestApi;

beforeAll(async () => {
  database = await openTestDatabase();
  api = await startTestApi({ db: database.db });
  deployed = await startTestApi({
    db: database.db,
    shopDomains: parseShopDomains('de-de=www.lumen-optik.de', 3000),
  });
  proxied = await startTestApi({ db: database.db, trustProxy: 1 });
});
afterAll(async () => {
  await api.close();
  await deployed.close();
  await proxied.close();
  await database.cleanup();
});

async function post(headers: Record<string, string>, body = '{"payload":{}}', via: TestApi = api) {
  return fetch(`${via.baseUrl}/api/rpc/signOut`, { method: 'POST', headers, body });
}

const fromShop = { 'content-type': 'application/json', 'x-shop-id': '1001' };

describe('state-changing calls come from the shop itself', () => {
  it.each([
    [
      'a cross-site form post',
      { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      'header.x-shop-id',
    ],
    [
      'a cross-site fetch with the headers',
      { 'content-type': 'application/json', 'x-shop-id': '1001', origin: 'https://evil.example' },
      'header.origin',
    ],
    [
      "another shop's origin",
      { 'content-type': 'application/json', 'x-shop-id': '1001', origin: 'http://fr-ch.localhost:3000' },
      'header.origin',
    ],
    [
      'plain localhost for a shop other than the default one',
      { 'content-type': 'application/json', 'x-shop-id': '1004', origin: 'http://localhost:3000' },
      'header.origin',
    ],
    [
      'localhost on another port',
      { 'content-type': 'application/json', 'x-shop-id': '1001', origin: 'http://localhost:3001' },
      'header.origin',
    ],
    [
      'no Origin and no Referer',
      { 'content-type': 'application/json', 'x-shop-id': '1001' },
      'header.origin',
    ],
    [
      'an opaque origin',
      { 'content-type': 'application/json', 'x-shop-id': '1001', origin: 'null' },
      'header.origin',
    ],
    [
      'a text/plain body from the own origin',
      { 'content-type': 'text/plain', 'x-shop-id': '1001', origin: ownOrigin },
      'header.content-type',
    ],
  ])('refuses %s with 403 naming the header', async (_label, headers, field) => {
    const response = await post(headers);
    expect(response.status).toBe(403);
    const body = (await response.json()) as { error: { code: string; details: { field: string }[] } };
    expect(body.error.code).toBe('FORBIDDEN');
    expect(body.error.details[0]?.field).toBe(field);
  });

  it.each([
    ['its own Origin', { origin: ownOrigin }],
    ['its own Referer without Origin', { referer: `${ownOrigin}/signin/` }],
    // README: plain http://localhost:3000/ is the German shop on a developer's machine.
    ['plain localhost, the default shop on a developer machine', { origin: 'http://localhost:3000' }],
  ])('accepts a call with %s', async (_label, extra) => {
    const response = await post({ 'content-type': 'application/json', 'x-shop-id': '1001', ...extra });
    expect(response.status).toBe(200);
  });

  it('lets read-only calls through without Origin (the server renderer sends none)', async () => {
    const response = await api.rpc('getUser');
    expect(response.status).toBe(200);
    expect(await response.json()).toBeNull();
  });

  it.each([
    ['getUser', false],
    ['getShopConfiguration', false],
    ['resolveSearch', false],
    ['signIn', true],
    ['register', true],
    ['signOut', true],
    ['addItemToBasket', true],
    ['logMessage', true],
  ] as const)('%s changes state: %s', (name, expected) => {
    expect(changesState(name)).toBe(expected);
  });

  describe('Origin names the scheme too, not only the host', () => {
    it.each([
      ['the http twin of an https shop', { origin: 'http://www.lumen-optik.de' }, 403],
      ['its Referer over http', { referer: 'http://www.lumen-optik.de/checkout/' }, 403],
      ['the https shop itself', { origin: 'https://www.lumen-optik.de' }, 200],
      ['its Referer over https', { referer: 'https://www.lumen-optik.de/checkout/' }, 200],
      ['the https shop on another port', { origin: 'https://www.lumen-optik.de:8443' }, 403],
      ['another scheme altogether', { origin: 'ftp://www.lumen-optik.de' }, 403],
    ])('a deployed shop: %s answers %i', async (_label, extra, status) => {
      const response = await post({ ...fromShop, ...extra }, undefined, deployed);
      expect(response.status).toBe(status);
    });

    it.each([
      ['http://de-de.localhost:3000', 200],
      ['https://de-de.localhost:3000', 403],
      ['http://localhost:3000', 200],
      ['https://localhost:3000', 403],
    ])('a developer machine over plain http: %s answers %i', async (origin, status) => {
      expect((await post({ ...fromShop, origin })).status).toBe(status);
    });

    it.each([
      ['https://de-de.localhost:3000', 200],
      ['http://de-de.localhost:3000', 403],
      ['https://localhost:3000', 200],
    ])('behind a trusted TLS proxy (X-Forwarded-Proto https): %s answers %i', async (origin, status) => {
      const headers = { ...fromShop, origin, 'x-forwarded-proto': 'https' };
      expect((await post(headers, undefined, proxied)).status).toBe(status);
    });

    it('believes X-Forwarded-Proto only from a trusted proxy', async () => {
      // Without TRUST_PROXY only a loopback peer's one hop is believed (the server renderer): a
      // remote peer that claims https came over http.
      const remote = await startTestApi({ db: database.db, peerAddress: '203.0.113.7' });
      try {
        const claimed = { ...fromShop, origin: 'https://de-de.localhost:3000', 'x-forwarded-proto': 'https' };
        expect((await post(claimed, undefined, remote)).status).toBe(403);
        const plain = { ...fromShop, origin: 'http://de-de.localhost:3000', 'x-forwarded-proto': 'https' };
        expect((await post(plain, undefined, remote)).status).toBe(200);
      } finally {
        await remote.close();
      }
    });
  });
});
