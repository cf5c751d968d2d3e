import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { localShopDomains } from '@lumen/domain';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { seedShops } from '../seed/seed-shops.ts';
import { getProductsByCategory } from '../procedures/catalog/get-products-by-category.ts';
import { procedures } from '../procedures/index.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import type { TestDatabase } from '../testing/test-database.ts';
import { RpcAnswerCache, memoryAnswerStore } from './answer-cache.ts';
import { defineProcedure } from './define-procedure.ts';
import { inProcessFetch } from './in-process-fetch.ts';
import type { InProcessFetch } from './in-process-fetch.ts';

// The server renderer's way into the api without a socket must answer exactly as HTTP does: the
// same checks, errors, session cookie, shopper address and answer cache.

let database: TestDatabase;
let server: Server;
let baseUrl: string;
let direct: InProcessFetch;
let sharedRuns = 0;

const page = { current: 1, total: 0, perPage: 24, page: 1, first: 1, prev: 1, next: 1, last: 1 };

beforeAll(async () => {
  database = await openTestDatabase();
  await seedShops(database.db);
  const app = createApp({
    db: database.db,
    shopDomains: localShopDomains(3000),
    logger: pino({ level: 'silent' }),
    requestLimits: { perAddressPerMinute: 0, perSessionPerMinute: 0 },
    answers: new RpcAnswerCache(memoryAnswerStore({ maxBytes: 1024 * 1024 }), { ttlMs: 60_000 }),
    procedures: {
      ...procedures,
      // Answers with the visitor's session (made on first use) and the address the api believes.
      getDataSourceEntries: defineProcedure({
        name: 'getDataSourceEntries',
        handler: async (input, ctx) => {
          const session = input.datasource === 'session' ? await ctx.session.get() : undefined;
          return [{ id: 1, name: ctx.clientAddress, value: session?.id ?? '', dimensionValue: null }];
        },
      }),
      // A shared read that counts its runs: a second call must come from the answer cache.
      getProductsByCategory: defineProcedure({
        name: 'getProductsByCategory',
        shared: getProductsByCategory.shared!,
        handler: () => {
          sharedRuns += 1;
          return { products: [], pagination: { ...page, total: sharedRuns }, filters: [] };
        },
      }),
    },
  });
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  direct = inProcessFetch(app);
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await database?.cleanup();
});

beforeEach(() => {
  sharedRuns = 0;
});

const post = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST' as const,
  headers: { 'content-type': 'application/json', 'x-shop-id': '1001', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

/** What an answer says, without what differs by nature (the request id, the date). */
async function answerOf(response: Response) {
  const text = await response.text();
  const body: unknown = text === '' ? undefined : JSON.parse(text);
  if (body && typeof body === 'object' && 'error' in body)
    delete (body.error as { requestId?: unknown }).requestId;
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    csp: response.headers.get('content-security-policy'),
    allow: response.headers.get('allow'),
    requestId: response.headers.get('x-request-id') !== null,
    body,
  };
}

describe('the in-process RPC path of the server renderer', () => {
  it.each<{ case: string; name: string; body: unknown; headers: Record<string, string> }>([
    {
      case: 'an answer',
      name: 'getShopConfiguration',
      body: { payload: {} },
      headers: { 'x-shop-id': '1004' },
    },
    {
      case: 'an unknown shop',
      name: 'getShopConfiguration',
      body: { payload: {} },
      headers: { 'x-shop-id': '999' },
    },
    {
      case: 'a payload outside the contract',
      name: 'getShopConfiguration',
      body: { payload: { x: 1 } },
      headers: {},
    },
    { case: 'a body that is no JSON', name: 'getShopConfiguration', body: '{"payload":', headers: {} },
    { case: 'an unknown call', name: 'getEverything', body: { payload: {} }, headers: {} },
    { case: 'a change from no page of the shop', name: 'signOut', body: { payload: {} }, headers: {} },
  ])('answers $case exactly as over HTTP', async ({ name, body, headers }) => {
    const overHttp = await answerOf(await fetch(`${baseUrl}/api/rpc/${name}`, post(body, headers)));
    const inProcess = await answerOf(await direct(`${baseUrl}/api/rpc/${name}`, post(body, headers)));
    expect(inProcess).toEqual(overHttp);
  });

  it('starts a session with its Set-Cookie and finds it again from the Cookie header', async () => {
    const call = (headers: Record<string, string> = {}) =>
      direct(
        'http://127.0.0.1/api/rpc/getDataSourceEntries',
        post({ payload: { datasource: 'session' } }, headers),
      );
    const first = await call();
    const [cookie] = first.headers.getSetCookie();
    expect(cookie).toMatch(/^lumen_session=[A-Za-z0-9_-]{43}; /);
    const [entry] = (await first.json()) as { value: string }[];
    const sessionCookie = cookie!.split(';')[0]!;
    expect(sessionCookie).toBe(`lumen_session=${entry!.value}`);
    const again = await call({ cookie: `lumen_consent=v1; ${sessionCookie}` });
    expect(again.headers.getSetCookie()).toEqual([]);
    expect(((await again.json()) as { value: string }[])[0]!.value).toBe(entry!.value);
  });

  it("believes the shopper's address the renderer forwards, as from a loopback peer over HTTP", async () => {
    const call = async (fetcher: InProcessFetch | typeof fetch) => {
      const response = await fetcher(
        `${baseUrl}/api/rpc/getDataSourceEntries`,
        post({ payload: { datasource: 'address' } }, { 'x-forwarded-for': '203.0.113.9' }),
      );
      return ((await response.json()) as { name: string }[])[0]!.name;
    };
    expect(await call(direct)).toBe('203.0.113.9');
    expect(await call(fetch)).toBe('203.0.113.9');
  });

  it('answers a shared read from the answer cache', async () => {
    const call = () => direct(`${baseUrl}/api/rpc/getProductsByCategory`, post({ payload: { category: 7 } }));
    const firstAnswer = await call();
    expect(firstAnswer.status).toBe(200);
    const first = (await firstAnswer.json()) as { pagination: { total: number } };
    const second = (await (await call()).json()) as { pagination: { total: number } };
    expect(sharedRuns).toBe(1);
    expect(second).toEqual(first);
  });

  it('serves the RPC calls only', async () => {
    await expect(direct(`${baseUrl}/api/health`, post({}))).rejects.toThrow(/rpc/);
  });
});
