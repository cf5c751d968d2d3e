import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import type { NextFunction, Request, Response, Router } from 'express';
import {
  benefitsPortalOrigins,
  bootApi,
  closeOnSignals,
  inProcessFetch,
  pageSecurityHeaders,
  parseConfig,
} from '@lumen/api';
import type { BootedApi, InProcessFetch } from '@lumen/api';
import { shops } from '@lumen/domain';
import type { ShopDomains } from '@lumen/domain';

export interface StorefrontFactoryOptions {
  shopDomains: ShopDomains;
  /** The api's address on this very process (the RPC client builds its call URLs from it). */
  apiBase: string;
  /** The api's RPC calls answered in this process, without a socket: the server renderer's way in. */
  apiFetch: InProcessFetch;
  /** Whole pages of visitors without a session are kept this long (PAGE_CACHE_SECONDS); 0: never. */
  pageCacheSeconds: number;
  /** The versions of the catalogue and content the api's answer cache follows: kept pages end with a change. */
  pageVersion: () => string;
  httpServer: Server;
}

/**
 * PAGE_CACHE_SECONDS: whole seconds from 0 (off) to an hour; a short time by default, enough to render
 * a busy page once for many visitors.
 */
function pageCacheSecondsOf(value: string | undefined): number {
  if (value === undefined || value === '') return 10;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > 3600) {
    throw new Error(`PAGE_CACHE_SECONDS must be whole seconds from 0 to 3600, not ${JSON.stringify(value)}`);
  }
  return seconds;
}

/**
 * The one process of `npm start` and `npm run dev` (ARCHITECTURE "Processes"): the api under
 * `/api`, the storefront for every other path, on PORT. Only the storefront differs between the two.
 */
export async function serve(
  createStorefront: (options: StorefrontFactoryOptions) => Promise<Router>,
): Promise<void> {
  let config;
  let pageCacheSeconds;
  try {
    config = parseConfig();
    pageCacheSeconds = pageCacheSecondsOf(process.env['PAGE_CACHE_SECONDS']);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }

  const api: BootedApi = await bootApi(config);
  const app = express();
  app.disable('x-powered-by');
  // The shopper's address (req.ip) behind a proxy: the renderer forwards it to the api's limits.
  if (config.trustProxy) app.set('trust proxy', config.trustProxy);
  app.use(api.app);

  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(config.port, () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  // The storefront's pages: a content security policy the server renderer's inline state can live
  // with, framed only by the shop itself and the CMS's visual editor (preview); framing the shops'
  // benefits portals on the confirmation page.
  app.use(
    pageSecurityHeaders({
      editorOrigins: ['https://app.storyblok.com'],
      frameOrigins: await benefitsPortalOrigins(api.db),
    }),
  );
  app.use(
    await createStorefront({
      shopDomains: config.shopDomains,
      apiBase: `http://127.0.0.1:${port}/api`,
      apiFetch: inProcessFetch(api.app),
      pageCacheSeconds,
      // Without the answer cache (RPC_CACHE_SECONDS=0) nothing tells of changes: pages end with their age.
      pageVersion: () =>
        api.answers ? `${api.answers.version('catalog')}|${api.answers.version('content')}` : '',
      httpServer: server,
    }),
  );
  // Whatever fails while rendering: a generic page, never a stack trace (the details go to the log).
  app.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    // A shopper who went away mid-answer (closed the tab, followed a link before a chunk arrived)
    // is no failure, and there is nobody to answer.
    if (res.destroyed || (error as { code?: unknown } | null)?.code === 'ECONNABORTED') {
      api.logger.debug({ path: req.path }, 'the client went away before the answer was sent');
      return;
    }
    api.logger.error({ err: error, path: req.path }, 'page rendering failed');
    if (res.headersSent) return next(error);
    res.status(500).type('html').send('<!doctype html><title>500</title><h1>500</h1>');
  });
  closeOnSignals(server, api);

  const addresses = shops
    .map((shop) => `  ${shop.code}  http://${config.shopDomains[shop.code]}/`)
    .join('\n');
  console.log(
    `\nLumen Optik shop is ready (database: ${api.db.kind}).\n  http://localhost:${port}/ (de-de)\n${addresses}\n` +
      `  commerce backend (SCAYLE Storefront API v1, TLS): https://${api.commerce.host}/v1\n`,
  );
  if (api.demoSignIns.length > 0) {
    const signIns = api.demoSignIns
      .map(
        (signIn) =>
          `  ${signIn.shopCode}  ${signIn.email}  ${signIn.password}${signIn.verified ? '' : '  (unverified)'}`,
      )
      .join('\n');
    console.log(`Demo customers, created on this first start (also in the README):\n${signIns}\n`);
  }
}
