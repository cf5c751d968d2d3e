import { RpcError, RpcErrorBodySchema, ShopSchema, createRpcClient, localShopDomains } from '@lumen/domain';
import type { Shop } from '@lumen/domain';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { seedShops } from '../seed/seed-shops.ts';
import { procedures } from '../procedures/index.ts';
import { createCapturingLogger, startTestApi } from '../testing/test-api.ts';
import type { TestApi } from '../testing/test-api.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import type { TestDatabase } from '../testing/test-database.ts';
import { defineProcedure } from './define-procedure.ts';

let database: TestDatabase;
let api: TestApi;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedShops(database.db);
  api = await startTestApi({ db: database.db });
});

afterAll(async () => {
  await api?.close();
  await database?.cleanup();
});

/** Reads an error answer and checks it has the contract's error shape and the request id. */
async function errorOf(response: Response) {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = RpcErrorBodySchema.parse(await response.json());
  expect(body.error.requestId).toBe(response.headers.get('x-request-id'));
  return body.error;
}

describe('§7 RPC call: POST /api/rpc/{name} with header x-shop-id', () => {
  it('answers a known call for a known shop', async () => {
    const response = await api.rpc('getShopConfiguration', { shopId: 1004 });
    expect(response.status).toBe(200);
    expect(ShopSchema.parse(await response.json()).shopId).toBe(1004);
  });

  it('accepts a call without a body or without a payload (the payload is optional)', async () => {
    const bare = await fetch(`${api.baseUrl}/api/rpc/getShopConfiguration`, {
      method: 'POST',
      headers: { 'x-shop-id': '1001' },
    });
    expect(bare.status).toBe(200);
    expect((await api.rpc('getShopConfiguration', { body: {} })).status).toBe(200);
  });

  it('works with the typed client of the domain, which turns error answers into RpcError', async () => {
    const call = (shopId: number) =>
      createRpcClient({ fetch, shopId, apiBase: `${api.baseUrl}/api` })('getShopConfiguration');
    const shop: Shop = await call(1008);
    expect(shop.currency).toBe('PLN');
    const failure = await call(999).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RpcError);
    expect(failure).toMatchObject({ code: 'UNKNOWN_SHOP', status: 400 });
  });
});

describe('§8 errors of the shop header', () => {
  it.each([
    { case: 'missing', shopId: null, code: 'BAD_REQUEST' },
    { case: 'empty', shopId: '', code: 'BAD_REQUEST' },
    { case: 'malformed', shopId: 'de-de', code: 'BAD_REQUEST' },
    { case: 'negative', shopId: '-1001', code: 'BAD_REQUEST' },
    { case: 'unknown', shopId: 999, code: 'UNKNOWN_SHOP' },
  ])('answers 400 $code naming x-shop-id when the header is $case', async ({ shopId, code }) => {
    const response = await api.rpc('getShopConfiguration', { shopId });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe(code);
    expect(error.message).toContain('x-shop-id');
    expect(error.details).toEqual([{ field: 'header.x-shop-id', message: error.message }]);
  });
});

describe('§8 errors of the call name and method', () => {
  it('answers 404 NOT_FOUND naming an unknown call', async () => {
    const response = await api.rpc('getEverything');
    expect(response.status).toBe(404);
    const error = await errorOf(response);
    expect(error.code).toBe('NOT_FOUND');
    expect(error.message).toContain('getEverything');
  });

  it('checks the call before the shop: an unknown call without a header is still a 404', async () => {
    expect((await api.rpc('getEverything', { shopId: null })).status).toBe(404);
  });

  it.each(['GET', 'PUT', 'DELETE'])(
    'answers %s on an RPC path with a JSON 404 that allows POST',
    async (method) => {
      const response = await fetch(`${api.baseUrl}/api/rpc/getShopConfiguration`, {
        method,
        headers: { 'x-shop-id': '1001' },
      });
      expect(response.status).toBe(404);
      expect(response.headers.get('allow')).toBe('POST');
      const error = await errorOf(response);
      expect(error.code).toBe('NOT_FOUND');
      expect(error.message).toContain('POST');
    },
  );

  it.each(['/api/nothing', '/api/rpc', '/api/rpc/getShopConfiguration/extra', '/api/'])(
    'answers an unknown api path (%s) with a JSON 404',
    async (path) => {
      const response = await fetch(`${api.baseUrl}${path}`, { method: 'POST' });
      expect(response.status).toBe(404);
      const error = await errorOf(response);
      expect(error.code).toBe('NOT_FOUND');
      expect(error.message).toContain('/api');
    },
  );

  it('passes paths outside /api on to the app it is mounted in (the storefront)', async () => {
    const parent = express();
    parent.use(
      createApp({
        db: database.db,
        shopDomains: localShopDomains(3000),
        logger: createCapturingLogger().logger,
      }),
    );
    parent.use((_req, res) => void res.type('text').send('storefront'));
    const server = parent.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as { port: number };
      const page = await fetch(`http://127.0.0.1:${port}/de-de/brillen`);
      expect(await page.text()).toBe('storefront');
      const rpc = await fetch(`http://127.0.0.1:${port}/api/unknown`);
      expect(rpc.status).toBe(404);
    } finally {
      server.close();
    }
  });
});

describe('§8 errors of the body', () => {
  it('answers malformed JSON with 400 BAD_REQUEST', async () => {
    const response = await api.rpc('getShopConfiguration', { body: '{"payload": {' });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toContain('JSON');
    expect(error.details).toEqual([{ field: 'body', message: 'Invalid JSON' }]);
  });

  it('answers a JSON body that is not an object or array with 400 (strict JSON)', async () => {
    const response = await api.rpc('getShopConfiguration', { body: '"payload"' });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe('BAD_REQUEST');
  });

  it.each([
    { case: 'an array', body: [], field: 'body' },
    { case: 'a payload that is a number', body: { payload: 5 }, field: 'payload' },
    { case: 'a payload that is null', body: { payload: null }, field: 'payload' },
    {
      case: 'a payload with a field the call does not take',
      body: { payload: { page: 2 } },
      field: 'payload.page',
    },
    { case: 'an unknown top-level field', body: { payload: {}, shopId: 1001 }, field: 'shopId' },
  ])('answers $case with 400 VALIDATION_FAILED naming the field', async ({ body, field }) => {
    const response = await api.rpc('getShopConfiguration', { body });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details?.map((detail) => detail.field)).toEqual([field]);
    expect(error.message).toContain(field);
  });

  it('answers a body that is not JSON with 400 naming the content-type header', async () => {
    const response = await api.rpc('getShopConfiguration', {
      body: 'payload=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.details).toEqual([{ field: 'header.content-type', message: error.message }]);
  });

  it('answers a body over 100kb with 413 PAYLOAD_TOO_LARGE', async () => {
    const response = await api.rpc('getShopConfiguration', {
      body: { payload: { padding: 'x'.repeat(101 * 1024) } },
    });
    expect(response.status).toBe(413);
    const error = await errorOf(response);
    expect(error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(error.message).toContain('100kb');
  });
});

describe('§8 request ids', () => {
  it('gives every answer an x-request-id, success and failure alike, and a fresh one each time', async () => {
    const answers = await Promise.all([
      api.rpc('getShopConfiguration'),
      api.rpc('getShopConfiguration', { shopId: null }),
      fetch(`${api.baseUrl}/api/nothing`),
    ]);
    const ids = answers.map((answer) => answer.headers.get('x-request-id'));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("keeps a load balancer's request id so log lines can be joined", async () => {
    const response = await api.rpc('getShopConfiguration', {
      shopId: null,
      headers: { 'x-request-id': 'lb-7f3a.42' },
    });
    expect(response.headers.get('x-request-id')).toBe('lb-7f3a.42');
    expect((await errorOf(response)).requestId).toBe('lb-7f3a.42');
  });

  it('replaces an incoming request id that could forge log lines', async () => {
    const response = await api.rpc('getShopConfiguration', { headers: { 'x-request-id': 'a b\tc' } });
    expect(response.headers.get('x-request-id')).not.toBe('a b\tc');
  });
});

describe('§8 server faults never leak', () => {
  it('answers a handler whose answer breaks the contract with a generic 500 and logs the break', async () => {
    const { logger, lines } = createCapturingLogger();
    const broken = defineProcedure({
      name: 'getShopConfiguration',
      handler: () => ({ shopId: 'not a number' }) as unknown as Shop,
    });
    const brokenApi = await startTestApi({
      db: database.db,
      logger,
      procedures: { ...procedures, getShopConfiguration: broken },
    });
    try {
      const response = await brokenApi.rpc('getShopConfiguration');
      expect(response.status).toBe(500);
      const error = await errorOf(response);
      expect(error).toMatchObject({ code: 'INTERNAL', message: 'Internal server error' });
      expect(error.details).toBeUndefined();
      const logged = lines.find((line) => line['level'] === 50);
      expect(logged).toMatchObject({ requestId: error.requestId, code: 'INTERNAL' });
      expect(JSON.stringify(logged)).toContain('answered outside its contract');
    } finally {
      await brokenApi.close();
    }
  });

  it('answers a database failure with a generic 500: no SQL, no stack', async () => {
    const { logger, lines } = createCapturingLogger();
    const failing = {
      ...database.db,
      query: () =>
        Promise.reject(
          Object.assign(new Error('relation "shop_settings" does not exist'), {
            query: 'select shop_id from shop_settings where shop_id = $1',
          }),
        ),
    };
    const failingApi = await startTestApi({ db: failing, logger });
    try {
      const response = await failingApi.rpc('getShopConfiguration');
      expect(response.status).toBe(500);
      const text = await response.clone().text();
      expect(text).not.toMatch(/shop_settings|select|relation|\bat \w/);
      expect(await errorOf(response)).toMatchObject({ code: 'INTERNAL', message: 'Internal server error' });
      expect(JSON.stringify(lines)).toContain('relation \\"shop_settings\\" does not exist');
    } finally {
      await failingApi.close();
    }
  });

  it('answers settings a person broke in the database (a jsonb column) with a generic 500', async () => {
    await database.db.query(`update shop_settings set feature_flags = '{"syte": true}' where shop_id = 1009`);
    try {
      const response = await api.rpc('getShopConfiguration', { shopId: 1009 });
      expect(response.status).toBe(500);
      expect((await errorOf(response)).message).toBe('Internal server error');
    } finally {
      await database.db.query(`delete from shop_settings where shop_id = 1009`);
      await seedShops(database.db);
    }
    expect((await api.rpc('getShopConfiguration', { shopId: 1009 })).status).toBe(200);
  });

  it('answers a shop whose settings row is missing with a generic 500', async () => {
    await database.db.query(`delete from shop_settings where shop_id = 1007`);
    try {
      const response = await api.rpc('getShopConfiguration', { shopId: 1007 });
      expect(response.status).toBe(500);
      expect((await errorOf(response)).code).toBe('INTERNAL');
    } finally {
      await seedShops(database.db);
    }
  });
});
