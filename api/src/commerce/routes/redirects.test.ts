import { pageOf, RedirectSchema } from '@lumen/domain';
import { StorefrontAPIClient } from '@scayle/storefront-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogRows } from '../catalog/catalog-rows.ts';
import { expectBadParameter, noDatabase, startCommerceTestServer } from '../testing/commerce-test-server.ts';
import type { CommerceTestServer, RefusalBody } from '../testing/commerce-test-server.ts';
import { fixtureCatalogRows } from '../testing/fixture-catalog.ts';

/** The fixture's `/alte-brillen` of de-de plus more of de-de and the same source in pl-pl and cs-cz. */
function rows(): CatalogRows {
  const catalog = fixtureCatalogRows();
  catalog.redirects.push(
    { id: 2, shopId: 1001, source: '/sonnenbrille/', target: '/brillen/sonnenbrillen/', statusCode: 302 },
    { id: 3, shopId: 1001, source: '/aktion', target: 'https://www.lumen-optik.de/aktion/', statusCode: 307 },
    { id: 4, shopId: 1008, source: '/alte-brillen', target: '/okulary/', statusCode: 301 },
    { id: 5, shopId: 1009, source: '/brýle-staré', target: '/bryle/', statusCode: 308 },
  );
  return catalog;
}

const RedirectPageSchema = pageOf(RedirectSchema);

/** These routes answer from the catalogue rows given; a query would mean one reads the database. */
let server: CommerceTestServer;

beforeAll(async () => {
  server = await startCommerceTestServer({ db: noDatabase, rows: rows(), tls: true });
});

afterAll(async () => {
  await server.close();
});

describe('GET /v1/redirects (§7)', () => {
  it.each([
    ['shopId=1001', [1, 2, 3]],
    ['shopId=1008', [4]],
    ['shopId=1002', []],
    ['shopId=1001&perPage=2&page=2', [3]],
  ])('%s → %j', async (query, ids) => {
    const { status, body } = await server.get(`/v1/redirects?${query}`);
    expect(status).toBe(200);
    expect(RedirectPageSchema.parse(body).entities.map((redirect) => redirect.id)).toEqual(ids);
  });

  it('answers redirects as the SDK types them, with the page information', async () => {
    const { body } = await server.get('/v1/redirects?shopId=1001&perPage=1');
    expect(RedirectPageSchema.parse(body)).toEqual({
      entities: [{ id: 1, source: '/alte-brillen', target: '/brillen', statusCode: 301 }],
      pagination: { current: 1, total: 3, perPage: 1, page: 1, first: 1, prev: 1, next: 2, last: 3 },
    });
  });
});

describe('POST /v1/redirects { url } (§7)', () => {
  it.each([
    // shop, url, redirect id (undefined: 404)
    [1001, '/alte-brillen', 1],
    [1001, '/alte-brillen/', 1],
    [1001, '/alte-brillen/?utm_source=newsletter&page=2', 1],
    [1001, 'https://www.lumen-optik.de/alte-brillen/?x=1#oben', 1],
    [1001, 'alte-brillen', 1],
    [1001, '/sonnenbrille', 2],
    [1001, '/sonnenbrille/', 2],
    [1001, '/aktion/', 3],
    [1008, '/alte-brillen/', 4],
    [1009, '/brýle-staré/', 5],
    [1009, 'https://www.lumen-optik.cz/br%C3%BDle-star%C3%A9/', 5],
    [1001, '/ALTE-BRILLEN/', undefined],
    [1001, '/brillen/', undefined],
    [1001, '/alte-brillen/mehr/', undefined],
    [1002, '/alte-brillen/', undefined],
    [1001, '/', undefined],
  ])('shop %i, %s → redirect %s', async (shopId, url, id) => {
    const { status, body } = await server.send('POST', `/v1/redirects?shopId=${shopId}`, { url });
    if (id === undefined) {
      expect(status).toBe(404);
    } else {
      expect(status).toBe(200);
      expect(RedirectSchema.parse(body).id).toBe(id);
    }
  });

  it.each([
    ['no body', undefined, 'url'],
    ['no url', {}, 'url'],
    ['a url that is a number', { url: 42 }, 'url'],
    ['an empty url', { url: '  ' }, 'url'],
    ['a url that is no URL', { url: 'http://' }, 'url'],
    ['a url that is too long', { url: `/${'a'.repeat(2048)}` }, 'url'],
    ['a body that is a list', ['/alte-brillen'], 'body'],
    ['a body with other fields', { url: '/alte-brillen', path: '/x' }, 'path'],
  ])('%s → 400 naming %s', async (_case, requestBody, parameter) => {
    const { status, body } = await server.send<RefusalBody>('POST', '/v1/redirects?shopId=1001', requestBody);
    expect(status).toBe(400);
    expect(body.errors.map((error) => error.parameter)).toContain(parameter);
    expect(body.message).toContain(parameter);
  });

  it('a body that is no JSON is a 400 naming the body', async () => {
    const { status, body } = await server.send<RefusalBody>('POST', '/v1/redirects?shopId=1001', '{"url":');
    expect(status).toBe(400);
    expect(body.errors.map((error) => error.parameter)).toEqual(['body']);
  });
});

describe('redirects: every bad query parameter is a 400 naming it (§7)', () => {
  it.each([
    ['/v1/redirects?shopId=1001&page=0', 'page'],
    ['/v1/redirects?shopId=1001&perPage=x', 'perPage'],
    ['/v1/redirects?shopId=1001&source=/alte-brillen', 'source'],
    ['/v1/redirects', 'shopId'],
  ])('%s → 400 naming %s', async (path, parameter) => {
    await expectBadParameter(server, path, parameter);
  });
});

describe('redirects through the Storefront API SDK', () => {
  it('get lists them, post finds one and reads the 404 as no redirect', async () => {
    const client = new StorefrontAPIClient({ host: server.host, shopId: 1001 });
    const listed = RedirectPageSchema.parse(await client.redirects.get({ pagination: { perPage: 2 } }));
    expect(listed.entities.map((redirect) => redirect.source)).toEqual(['/alte-brillen', '/sonnenbrille/']);
    expect(RedirectSchema.parse(await client.redirects.post('/alte-brillen/?ref=mail'))).toEqual({
      id: 1,
      source: '/alte-brillen',
      target: '/brillen',
      statusCode: 301,
    });
    expect(await client.redirects.post('/gibt-es-nicht/')).toBeUndefined();
  });
});
