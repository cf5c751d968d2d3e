import type { AddressInfo } from 'node:net';
import { localShopDomains } from '@lumen/domain';
import type { ShopCode, ShopDomains } from '@lumen/domain';
import { pino } from 'pino';
import type { Logger } from 'pino';
import type { Router } from 'express';
import { createApp } from '../app.ts';
import type { CommerceClients } from '../commerce-client/commerce-clients.ts';
import type { Db } from '../db/db.ts';
import type { RequestLimits } from '../http/request-limits.ts';
import type { ContentGateway } from '../procedures/content/content-gateway.ts';
import type { RpcAnswerCache } from '../rpc/answer-cache.ts';
import type { ProcedureTable } from '../rpc/define-procedure.ts';

export interface TestApi {
  baseUrl: string;
  /** POSTs `body` (a string is sent as is, anything else as JSON) to `/api/rpc/{name}`. */
  rpc(
    name: string,
    options?: { shopId?: string | number | null; body?: unknown; headers?: Record<string, string> },
  ): Promise<Response>;
  close(): Promise<void>;
}

/** Log lines a test can look at; pino writes them synchronously to this stream. */
export function createCapturingLogger(): { logger: Logger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  return { logger, lines };
}

/** The Express app on a free port, driven over real HTTP as the storefront drives it. */
export async function startTestApi(deps: {
  db: Db;
  shopDomains?: ShopDomains;
  logger?: Logger;
  procedures?: ProcedureTable;
  /** The commerce backend's SDK clients, for calls that go through it. */
  commerce?: CommerceClients;
  /** The content API router, mounted at `/api/content` (AppDeps.contentApi). */
  contentApi?: Router;
  /** The content API client of the content calls (AppDeps.content). */
  content?: ContentGateway;
  /** Proxy hops whose X-Forwarded-* headers the app believes (AppDeps.trustProxy). */
  trustProxy?: number;
  /** Off unless a test sets them: suites send far more calls a minute than a shopper. */
  requestLimits?: RequestLimits;
  /** Shops whose online shop the deployment switches off (AppDeps.onlineShopDisabled). */
  onlineShopDisabled?: readonly ShopCode[];
  /**
   * The address the app sees every connection come from, as if the caller were there: the test
   * itself always connects over loopback, which the app treats as the server renderer.
   */
  peerAddress?: string;
  /** The answer cache of shared reads (AppDeps.answers); unset: every call runs its handler. */
  answers?: RpcAnswerCache;
}): Promise<TestApi> {
  const app = createApp({
    db: deps.db,
    shopDomains: deps.shopDomains ?? localShopDomains(3000),
    logger: deps.logger ?? pino({ level: 'silent' }),
    ...(deps.procedures ? { procedures: deps.procedures } : {}),
    ...(deps.commerce ? { commerce: deps.commerce } : {}),
    ...(deps.contentApi ? { contentApi: deps.contentApi } : {}),
    ...(deps.content ? { content: deps.content } : {}),
    ...(deps.trustProxy ? { trustProxy: deps.trustProxy } : {}),
    ...(deps.onlineShopDisabled ? { onlineShopDisabled: deps.onlineShopDisabled } : {}),
    ...(deps.answers ? { answers: deps.answers } : {}),
    requestLimits: deps.requestLimits ?? { perAddressPerMinute: 0, perSessionPerMinute: 0 },
  });
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve, reject) => {
    const listening = app.listen(0, '127.0.0.1', (error?: Error) =>
      error ? reject(error) : resolve(listening),
    );
  });
  const { peerAddress } = deps;
  if (peerAddress !== undefined) {
    // Shadows net.Socket's getter, which both req.ip and req.secure read the peer from.
    server.on('connection', (socket) =>
      Object.defineProperty(socket, 'remoteAddress', { value: peerAddress }),
    );
  }
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    rpc: (name, options = {}) => {
      const { shopId = 1001, body = { payload: {} }, headers = {} } = options;
      return fetch(`${baseUrl}/api/rpc/${name}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(shopId === null ? {} : { 'x-shop-id': String(shopId) }),
          ...headers,
        },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
