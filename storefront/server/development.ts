import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import compression from 'compression';
import express from 'express';
import type { Router } from 'express';
import type { ShopDomains } from '@lumen/domain';
import { createPageHandler } from './page-handler.ts';
import type { RenderPage } from './page-handler.ts';
import { createSitemapRouter } from './sitemap/sitemap-router.ts';
import type { ApiFetch } from '../src/entry-server.tsx';

const storefrontRoot = fileURLToPath(new URL('..', import.meta.url));

export interface DevelopmentStorefrontOptions {
  shopDomains: ShopDomains;
  apiBase: string;
  /** How the renderer's RPC calls reach the api (the api's in-process path); unset: over HTTP at `apiBase`. */
  apiFetch?: ApiFetch | undefined;
  /** The HTTP server the page is served from: Vite's hot-reload socket attaches to it. */
  httpServer: Server;
}

/** Scripts Vite wants in the page (its client and the React refresh preamble), read from its HTML transform. */
function scriptsOfHtml(html: string) {
  const sources = [...html.matchAll(/<script type="module" src="([^"]+)"><\/script>/g)].map(
    (m) => m[1] ?? '',
  );
  const inline = [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
  return { sources, inline };
}

/** The storefront with Vite in middleware mode: modules compiled on request, hot reload, fresh SSR code per request. */
export async function createDevelopmentStorefront(options: DevelopmentStorefrontOptions): Promise<Router> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: storefrontRoot,
    configFile: `${storefrontRoot}vite.config.ts`,
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server: options.httpServer } },
  });
  const router = express.Router();
  // Pages stream: each written chunk is flushed through the compressor, so nothing waits for the end.
  router.use(
    compression({ flush: constants.Z_SYNC_FLUSH, brotli: { flush: constants.BROTLI_OPERATION_FLUSH } }),
  );
  router.use(vite.middlewares);
  router.use(
    createSitemapRouter({
      shopDomains: options.shopDomains,
      apiBase: options.apiBase,
      ...(options.apiFetch ? { fetch: options.apiFetch } : {}),
    }),
  );
  // No page cache here: every edit shows on the next request.
  router.get(
    '/{*path}',
    createPageHandler({
      shopDomains: options.shopDomains,
      apiBase: options.apiBase,
      apiFetch: options.apiFetch,
      loadRenderer: async () =>
        ((await vite.ssrLoadModule('/src/entry-server.tsx')) as { render: RenderPage }).render,
      assets: async (url) => {
        const { sources, inline } = scriptsOfHtml(
          await vite.transformIndexHtml(url, '<html><head></head><body></body></html>'),
        );
        return {
          scripts: [...sources, '/src/entry-client.tsx'],
          styles: ['/src/styles.css'],
          inlineModules: inline,
        };
      },
    }),
  );
  return router;
}
