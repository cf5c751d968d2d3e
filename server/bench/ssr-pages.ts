/**
 * `npm run bench:ssr`: server-rendered pages of the production shop process against their ceiling,
 * in one run: a bare React 19 page on Express that streams the same 24-tile grid with the same
 * design-system cards (storefront/bench/bare-listing-harness.tsx), and nothing else.
 *
 *   npm run bench:ssr -- --products 2000 --seconds 10 --connections 10
 *
 * Needs the storefront built (`npm run build`). A script, not a test: the figures depend on the
 * machine and go to api/BENCHMARKS.md.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { findShopByCode } from '@lumen/domain';
import type { ProductTile } from '@lumen/domain';
import { benchRpc, runAndPrint, startBenchServer } from '../../api/bench/bench-support.ts';
import type { Scenario } from '../../api/bench/bench-support.ts';

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
  },
});
const seconds = Number(args.seconds);
const connections = Number(args.connections);
const shop = findShopByCode('de-de');
if (!shop) throw new Error('No shop de-de');

// The harness is TSX importing the design system: bundled as the storefront's server renderer is,
// into the repository's node_modules, where the bundle's own imports (express, react) resolve.
const harnessDir = fileURLToPath(new URL('../../node_modules/.cache/lumen-ssr-harness/', import.meta.url));
await build({
  configFile: false,
  logLevel: 'warn',
  plugins: [react()],
  build: {
    ssr: new URL('../../storefront/bench/bare-listing-harness.tsx', import.meta.url).pathname,
    outDir: harnessDir,
    emptyOutDir: true,
  },
});
const { startBareListing } = (await import(join(harnessDir, 'bare-listing-harness.js'))) as {
  startBareListing: (
    tiles: readonly ProductTile[],
    shop: object,
  ) => Promise<{ url: string; close(): Promise<void> }>;
};

const dataDir = await mkdtemp(join(tmpdir(), 'lumen-bench-ssr-'));
const shopProcess = { products: args.products, entry: 'server/src/main.ts', dataDir } as const;
const server = await startBenchServer(shopProcess);
// Plain localhost is de-de in a local deployment (the api's own default shop).
const shopBase = server.apiBase.replace('127.0.0.1', 'localhost');
const { rpc } = benchRpc(server.apiBase);

// The listing: the first category of the main navigation with a full page of 24 products, as a
// shopper clicks it on the homepage.
const home = await (await fetch(`${shopBase}/`)).text();
const navigation = /<nav[^>]*>[\s\S]*?<\/nav>/.exec(home)?.[0] ?? '';
const linked = [...navigation.matchAll(/href="(\/[a-z0-9-]+\/(?:[a-z0-9-]+\/)*)"/g)].map(
  (match) => match[1]!,
);
let listed: { path: string; tiles: ProductTile[] } | undefined;
for (const path of new Set(linked)) {
  const slugs = path.split('/').filter(Boolean);
  const categories = await rpc<{ id: number }[]>('getCategoriesByPath', { path: slugs, children: 0 }).catch(
    () => [],
  );
  const category = categories.at(-1);
  if (!category) continue;
  const listing = await rpc<{ products: ProductTile[] }>('getProductsByCategory', {
    category: category.id,
    perPage: 24,
  });
  if (listing.products.length === 24) {
    listed = { path, tiles: listing.products };
    break;
  }
}
if (!listed) throw new Error('No category of the main navigation lists 24 products');
const categoryPath = listed.path;
const harness = await startBareListing(listed.tiles, shop);

const listingPage = await (await fetch(`${shopBase}${categoryPath}`)).text();
const harnessPage = await (await fetch(harness.url)).text();
const cards = (html: string) => html.match(/data-slot="product-card-link"/g)?.length ?? 0;
process.stdout.write(
  `listing ${categoryPath}: the shop's page ${(listingPage.length / 1000).toFixed(0)} kB with ${cards(listingPage)} cards; ` +
    `the harness ${(harnessPage.length / 1000).toFixed(0)} kB with ${cards(harnessPage)} cards\n`,
);

const page = (name: string, path: string): Scenario => ({
  name,
  url: `${shopBase}${path}`,
  headers: { accept: 'text/html' },
  ceiling: 'react',
});
const scenarios: Scenario[] = [
  {
    name: 'bare React 19 + Express: 24-tile grid (ceiling)',
    url: harness.url,
    ceiling: 'react',
    isCeiling: true,
  },
  page('homepage', '/'),
  page(`listing page ${categoryPath} (24 tiles)`, categoryPath),
];

await runAndPrint(scenarios, { server, products: args.products, connections, seconds });
await harness.close();
await server.stop();

// Cold start: the same process started again on the seeded database, until it answers a page.
const coldStart = performance.now();
const again = await startBenchServer(shopProcess);
const firstPage = await fetch(`${again.apiBase.replace('127.0.0.1', 'localhost')}/`);
process.stdout.write(
  `cold start on the seeded database to the first page (${firstPage.status}): ${((performance.now() - coldStart) / 1000).toFixed(1)} s\n`,
);
await again.stop();
await rm(dataDir, { recursive: true, force: true });
await rm(harnessDir, { recursive: true, force: true });
