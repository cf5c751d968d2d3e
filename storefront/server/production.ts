import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import compression from 'compression';
import express from 'express';
import type { Router } from 'express';
import { z } from 'zod';
import type { ShopDomains } from '@lumen/domain';
import { createPageHandler } from './page-handler.ts';
import { precompressedAssets } from './precompressed-assets.ts';
import type { RenderPage } from './page-handler.ts';
import { createSitemapRouter } from './sitemap/sitemap-router.ts';
import type { ClientAssets } from '../src/entry-server.tsx';

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
type Manifest = z.infer<typeof ManifestSchema>;

/** A chunk's key and the keys of every chunk it imports statically, transitively, in load order. */
function staticImports(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticImports(manifest, imported, seen);
  return seen;
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
  };
}

export interface ProductionStorefrontOptions {
  shopDomains: ShopDomains;
  apiBase: string;
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
  router.use(express.static(clientDir, { index: false, maxAge: '1d' }));
  router.use(createSitemapRouter({ shopDomains: options.shopDomains, apiBase: options.apiBase }));
  router.get(
    '/{*path}',
    createPageHandler({
      shopDomains: options.shopDomains,
      apiBase: options.apiBase,
      loadRenderer: () => Promise.resolve(render),
      assets: () => Promise.resolve(assets),
    }),
  );
  return router;
}
