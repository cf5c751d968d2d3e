import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import compression from 'compression';
import express from 'express';
import type { Router } from 'express';
import { z } from 'zod';
import type { ShopDomains } from '@lumen/domain';
import { PageCache } from './page-cache.ts';
import { createPageHandler, isFileName } from './page-handler.ts';
import { precompressedAssets } from './precompressed-assets.ts';
import type { RenderPage } from './page-handler.ts';
import { createSitemapRouter } from './sitemap/sitemap-router.ts';
import type { ApiFetch, ClientAssets, FontPreload } from '../src/entry-server.tsx';

const clientDir = fileURLToPath(new URL('../dist/client/', import.meta.url));
const rendererPath = fileURLToPath(new URL('../dist/server/entry-server.js', import.meta.url));

const ManifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    css: z.array(z.string()).optional(),
    imports: z.array(z.string()).optional(),
  }),
);
export type Manifest = z.infer<typeof ManifestSchema>;

/** A chunk's key and the keys of every chunk it imports statically, transitively, in load order. */
function staticImports(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticImports(manifest, imported, seen);
  return seen;
}

/** The upright text face's files (the design system's font-sans), by the subset they cover. */
const preloadedFontFiles: Record<FontPreload['subset'], string> = {
  latin: 'atkinson-hyperlegible-next-latin-wght-normal.woff2',
  'latin-ext': 'atkinson-hyperlegible-next-latin-ext-wght-normal.woff2',
};

/** The built addresses of the text face's files, which every page shows from its first paint. */
export function fontPreloads(manifest: Manifest): FontPreload[] {
  return Object.entries(preloadedFontFiles).flatMap(([subset, fileName]) => {
    const key = Object.keys(manifest).find((source) => source.endsWith(`/${fileName}`));
    const file = key === undefined ? undefined : manifest[key]?.file;
    return file === undefined ? [] : [{ href: `/${file}`, subset: subset as FontPreload['subset'] }];
  });
}

/**
 * The hashed browser entry, the chunks it imports statically and their stylesheets, from Vite's
 * build manifest. The build puts what every page runs at start into a chunk of its own (vite.config.ts),
 * which carries the stylesheet; the page names it beside the entry, so the browser fetches both at once.
 */
async function readClientAssets(): Promise<ClientAssets> {
  const manifest = ManifestSchema.parse(
    JSON.parse(await readFile(`${clientDir}.vite/manifest.json`, 'utf8')) as unknown,
  );
  const entryKey = 'src/entry-client.tsx';
  if (!manifest[entryKey])
    throw new Error('The client build manifest has no src/entry-client.tsx: run the storefront build.');
  const chunks = [...staticImports(manifest, entryKey)].flatMap((key) => manifest[key] ?? []);
  return {
    scripts: chunks.map((chunk) => `/${chunk.file}`),
    styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map((file) => `/${file}`),
    inlineModules: [],
    fonts: fontPreloads(manifest),
  };
}

export interface ProductionStorefrontOptions {
  shopDomains: ShopDomains;
  apiBase: string;
  /** How the renderer's RPC calls reach the api (the api's in-process path); unset: over HTTP at `apiBase`. */
  apiFetch?: ApiFetch | undefined;
  /**
   * Whole pages of visitors without a session are kept this long (PAGE_CACHE_SECONDS); 0 or unset:
   * every page is rendered.
   */
  pageCacheSeconds?: number | undefined;
  /** The versions of the catalogue and content: a change ends every kept page at once. */
  pageVersion?: (() => string) | undefined;
}

/** The production storefront: built assets with long-lived caching, and the server renderer. */
export async function createProductionStorefront(options: ProductionStorefrontOptions): Promise<Router> {
  const assets = await readClientAssets();
  const { render } = (await import(rendererPath)) as { render: RenderPage };
  const router = express.Router();
  // Pages stream: each written chunk is flushed through the compressor, so nothing waits for the end.
  router.use(
    compression({ flush: constants.Z_SYNC_FLUSH, brotli: { flush: constants.BROTLI_OPERATION_FLUSH } }),
  );
  // Hashed file names never change content, so browsers may keep them for a year; the build
  // compressed them (.br, .gz beside each), so a request only reads a file.
  router.use('/assets', await precompressedAssets(`${clientDir}assets`));
  router.use(
    '/assets',
    express.static(`${clientDir}assets`, { immutable: true, maxAge: '1y', index: false }),
  );
  const rootFiles = express.static(clientDir, { index: false, maxAge: '1d' });
  // Only a file name goes looking on disk: no page has a dot in its last segment, and a page kept
  // whole (the page cache) should not wait for a file system look-up first.
  router.use((req, res, next) => {
    if (isFileName(req.path)) rootFiles(req, res, next);
    else next();
  });
  router.use(
    createSitemapRouter({
      shopDomains: options.shopDomains,
      apiBase: options.apiBase,
      ...(options.apiFetch ? { fetch: options.apiFetch } : {}),
    }),
  );
  const pageCacheSeconds = options.pageCacheSeconds ?? 0;
  router.get(
    '/{*path}',
    createPageHandler({
      shopDomains: options.shopDomains,
      apiBase: options.apiBase,
      apiFetch: options.apiFetch,
      pageCache:
        pageCacheSeconds > 0
          ? new PageCache({
              ttlSeconds: pageCacheSeconds,
              ...(options.pageVersion ? { version: options.pageVersion } : {}),
            })
          : undefined,
      loadRenderer: () => Promise.resolve(render),
      assets: () => Promise.resolve(assets),
    }),
  );
  return router;
}
