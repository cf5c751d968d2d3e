/**
 * The api over real HTTP with its commerce backend beside it, as production runs them: the seeded
 * catalogue behind loopback TLS (the conformance suite's storefront), reached through the
 * unmodified SDK with the §9 retry rule installed. One per test file. Test support.
 */
import { RpcErrorBodySchema, getShopByCode, localShopDomains, rpcContract } from '@lumen/domain';
import type { RpcName, RpcPayload, RpcResponse, ShopCode, ShopDomains, ShopIdentity } from '@lumen/domain';
import { expect, vi } from 'vitest';
import { createCommerceClients } from '../commerce-client/commerce-clients.ts';
import type { CommerceClients } from '../commerce-client/commerce-clients.ts';
import { installHttpRetries } from '../commerce-client/http-retries.ts';
import { seedNow, startSeededStorefront } from '../commerce/conformance/seeded-storefront.fixtures.ts';
import type { SeedExpectations } from '../commerce/conformance/seed-expectations.fixtures.ts';
import { startContentApi, testContentTokens } from '../content/content-api.fixtures.ts';
import type { ContentApiServer } from '../content/content-api.fixtures.ts';
import { lumenContentSpace } from '../content/content-space.ts';
import type { Db } from '../db/db.ts';
import { seedContent } from '../seed/content/seed-content.ts';
import { createContentGateway } from './content/content-gateway.ts';
import type { ContentGateway } from './content/content-gateway.ts';
import type { RpcAnswerCache } from '../rpc/answer-cache.ts';
import type { CatalogStore } from '../commerce/catalog/catalog-store.ts';
import { sessionCookieName } from '../sessions/session-cookie.ts';
import { noDatabase } from '../commerce/testing/commerce-test-server.ts';
import { createCapturingLogger, startTestApi } from '../testing/test-api.ts';
import type { TestApi } from '../testing/test-api.ts';

export interface CommerceProcedures {
  api: TestApi;
  expected: SeedExpectations;
  /** The api's log lines. */
  logs: Record<string, unknown>[];
  /** Calls `name` for the shop and answers its body, checked against the call's response schema. */
  call<N extends RpcName>(name: N, payload: RpcPayload<N>, shopId?: number): Promise<RpcResponse<N>>;
  /** Calls `name` expecting an error answer; answers status and the contract's error body. */
  fail(name: string, payload: unknown, shopId?: number): Promise<CallFailure>;
  /**
   * A browser of the shop: its own session cookie, kept from answer to answer, and the shop's
   * Origin on every call (state-changing calls need it). Needs `{ database: true }`.
   */
  visitor(shopCode?: ShopCode): Visitor;
  /** The SDK and plain-fetch clients the api itself uses, for setting up a test's data. */
  commerce: CommerceClients;
  /** The database api and backend share (`{ database: true }`); `noDatabase` otherwise. */
  db: Db;
  /** The backend's catalogue read model (a test that changes the catalogue reloads it). */
  catalog: CatalogStore;
  /** The content API client of the content calls, with `{ content: true }`. */
  content: ContentGateway | undefined;
  close(): Promise<void>;
}

export interface Visitor {
  readonly shop: ShopIdentity;
  /** The session cookie's value, once the api set one. */
  readonly sessionId: string | undefined;
  call<N extends RpcName>(name: N, payload: RpcPayload<N>): Promise<RpcResponse<N>>;
  fail(name: string, payload: unknown): Promise<CallFailure>;
  /** The raw answer, for tests of headers and statuses. */
  send(name: string, payload: unknown, headers?: Record<string, string>): Promise<Response>;
}

interface CallFailure {
  status: number;
  requestId: string | null;
  error: ReturnType<typeof RpcErrorBodySchema.parse>['error'];
}

/**
 * `database`: the api shares the backend's database (sessions, accounts, and the customers the
 * backend's orders belong to), as one deployment does. Without it the api has none: catalogue
 * and search calls read everything through the SDK.
 */
export async function startCommerceProcedures(
  options: { database?: boolean; content?: boolean; answers?: RpcAnswerCache } = {},
): Promise<CommerceProcedures> {
  installHttpRetries({ delayMs: 0 });
  const storefront = await startSeededStorefront();
  const { logger, lines } = createCapturingLogger();
  const db = options.database ? storefront.db : noDatabase;
  const shopDomains = localShopDomains(3000);
  const commerce = createCommerceClients({ host: storefront.baseUrl });
  // `content`: the seeded content space behind its own content API, read by the content calls.
  let contentApi: ContentApiServer | undefined;
  if (options.content) {
    // storyblok-js-client paces its requests by Date.now(): the seed's clock must run, or the
    // sixth request in a "second" would wait for ever. It starts at the seed's moment all the same.
    vi.useFakeTimers({ now: seedNow, toFake: ['Date'], shouldAdvanceTime: true });
    await seedContent(db);
    contentApi = await startContentApi(db);
  }
  const content = contentApi
    ? createContentGateway({
        endpoint: contentApi.endpoint,
        token: testContentTokens.public,
        previewToken: testContentTokens.preview,
        spaceId: lumenContentSpace.id,
        cacheSeconds: 0,
      })
    : undefined;
  const api = await startTestApi({
    db,
    shopDomains,
    logger,
    commerce,
    ...(content ? { content } : {}),
    ...(options.answers ? { answers: options.answers } : {}),
  });

  const visitor = (shopCode: ShopCode = 'de-de') => visitorOf(api, shopCode, shopDomains);

  return {
    api,
    db,
    catalog: storefront.store,
    content,
    commerce,
    visitor,
    expected: storefront.expected,
    logs: lines,
    async call(name, payload, shopId = 1001) {
      const response = await api.rpc(name, { shopId, body: { payload } });
      const body: unknown = await response.json();
      expect(response.status, JSON.stringify(body)).toBe(200);
      return rpcContract[name].response.parse(body) as RpcResponse<typeof name>;
    },
    async fail(name, payload, shopId = 1001) {
      const response = await api.rpc(name, { shopId, body: { payload } });
      expect(response.status).toBeGreaterThanOrEqual(400);
      const { error } = RpcErrorBodySchema.parse(await response.json());
      const requestId = response.headers.get('x-request-id');
      expect(error.requestId).toBe(requestId);
      return { status: response.status, requestId, error };
    },
    async close() {
      await api.close();
      await contentApi?.close();
      await storefront.close();
    },
  };
}

/**
 * A browser of the shop on `api`: its own session cookie, kept from answer to answer, and the
 * shop's Origin on every call.
 */
export function visitorOf(
  api: TestApi,
  shopCode: ShopCode = 'de-de',
  shopDomains: ShopDomains = localShopDomains(3000),
): Visitor {
  const shop = getShopByCode(shopCode);
  let sessionId: string | undefined;
  async function send(name: string, payload: unknown, headers: Record<string, string> = {}) {
    const response = await api.rpc(name, {
      shopId: shop.shopId,
      body: { payload },
      headers: {
        origin: `http://${shopDomains[shop.code]}`,
        ...(sessionId === undefined ? {} : { cookie: `${sessionCookieName}=${sessionId}` }),
        ...headers,
      },
    });
    for (const line of response.headers.getSetCookie()) {
      if (!line.startsWith(`${sessionCookieName}=`)) continue;
      const value = line.slice(sessionCookieName.length + 1).split(';')[0] ?? '';
      sessionId = value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line) ? undefined : value;
    }
    return response;
  }
  return {
    shop,
    get sessionId() {
      return sessionId;
    },
    send,
    async call(name, payload) {
      const response = await send(name, payload);
      const body: unknown = await response.json();
      expect(response.status, JSON.stringify(body)).toBe(200);
      return rpcContract[name].response.parse(body) as RpcResponse<typeof name>;
    },
    async fail(name, payload) {
      const response = await send(name, payload);
      expect(response.status).toBeGreaterThanOrEqual(400);
      const { error } = RpcErrorBodySchema.parse(await response.json());
      return { status: response.status, requestId: response.headers.get('x-request-id'), error };
    },
  };
}
