/**
 * `npm run bench:rpc`: the RPC calls behind a listing page, a search page, a product page, a search
 * suggestion and an add to basket, through the full stack of the production process: the api's RPC router
 * (validation, session, same-origin rule), the unmodified Storefront API SDK over loopback TLS, the
 * commerce backend and PGlite. Beside them the api's static answer (the ceiling), in the same run.
 *
 *   npm run bench:rpc -- --products 10000 --seconds 10 --connections 10
 *   npm run bench:rpc -- --products 2000 --seconds 5 --cache off   # without the answer cache
 *   npm run bench:rpc -- --products 2000 --seconds 5 --only add     # the static answer and the adds
 *   npm run bench:rpc -- --database-url postgres://…/bench --port 3600   # on PostgreSQL, fixed ports
 *
 * A script, not a test: the figures depend on the machine and go to api/BENCHMARKS.md.
 */
import { parseArgs } from 'node:util';
import { isVariantOrderable } from '@lumen/domain';
import type { Product } from '@lumen/domain';
import { benchRpc, runAndReport, startBenchServer } from './bench-support.ts';
import type { Scenario } from './bench-support.ts';

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    // `off`: every call runs its handler (RPC_CACHE_SECONDS=0), to compare with the answer cache.
    cache: { type: 'string', default: 'on' },
    // Only the scenarios whose name holds this text (and the static answer, their ceiling).
    only: { type: 'string' },
    // The api's port (the commerce backend's the next one); else free ports.
    port: { type: 'string' },
    // A PostgreSQL database to migrate, seed and run on instead of PGlite in a fresh folder.
    'database-url': { type: 'string' },
  },
});
if (args.cache === 'off') process.env['RPC_CACHE_SECONDS'] = '0';
const seconds = Number(args.seconds);
const connections = Number(args.connections);

const server = await startBenchServer({
  products: args.products,
  ...(args.port === undefined ? {} : { port: Number(args.port) }),
  ...(args['database-url'] === undefined ? {} : { databaseUrl: args['database-url'] }),
});
const { apiBase } = server;
const { headers, rpc } = benchRpc(apiBase);

// What the scenarios need: the first root category (from the backend), a product of it, variants in stock.
const roots = await fetch(`${server.commerceBase}/v1/categories?shopId=1001`);
const [root] = (await roots.json()) as { id: number }[];
if (!root) throw new Error('The catalogue has no category');
const categoryId = root.id;
const listing = await rpc<{ products: { id: number }[] }>('getProductsByCategory', {
  category: categoryId,
  perPage: 48,
});
const product = listing.products[0];
if (!product) throw new Error(`Category ${categoryId} lists no product`);
// The adds take what a shopper could add: variants the product page offers (§4 orderable: a published,
// active product, the variant in stock). A listing also shows temporarily not sellable products,
// which the basket refuses with 412, as the product page says.
const pages = await Promise.all(listing.products.map(({ id }) => rpc<Product>('getProductById', { id })));
const variantIds = pages.flatMap((page) =>
  (page.variants ?? [])
    .filter((variant) => isVariantOrderable(page, variant) && variant.stock.quantity > 5)
    .map((variant) => variant.id),
);
if (variantIds.length === 0) throw new Error('No orderable variant in stock to add');

const rpcScenario = (name: string, call: string, payload: unknown): Scenario => ({
  name,
  url: `${apiBase}/api/rpc/${call}`,
  method: 'POST',
  headers,
  body: JSON.stringify({ payload }),
  ceiling: 'api',
});

let adds = 0;
const allScenarios: Scenario[] = [
  { name: 'static JSON (ceiling, api HTTP)', url: `${apiBase}/api/health`, ceiling: 'api' },
  rpcScenario('listing page: getProductsByCategory (24)', 'getProductsByCategory', {
    category: categoryId,
    sort: { by: 'price', direction: 'asc' },
  }),
  rpcScenario('search page: getProductsByTerm "brille" (24)', 'getProductsByTerm', {
    term: 'brille',
    sort: { by: 'price', direction: 'asc' },
  }),
  rpcScenario('product page: getProductById', 'getProductById', { id: product.id }),
  rpcScenario('suggestion: getSearchSuggestions "son"', 'getSearchSuggestions', { term: 'son' }),
  {
    // No cookie: every add is a new visitor's first, with its session and basket made on the way.
    ...rpcScenario('add to basket: addItemToBasket', 'addItemToBasket', {}),
    setupRequest: (request) => {
      adds += 1;
      return {
        ...request,
        body: JSON.stringify({ payload: { variantId: variantIds[adds % variantIds.length], quantity: 1 } }),
      };
    },
  },
];

const { only } = args;
const scenarios =
  only === undefined
    ? allScenarios
    : allScenarios.filter((entry) => entry.name.startsWith('static JSON') || entry.name.includes(only));

// What each read answers, in bytes of JSON: a listing answers tiles, not whole products.
for (const scenario of scenarios.filter((entry) => entry.method === 'POST' && !entry.setupRequest)) {
  const answer = await fetch(scenario.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...scenario.headers },
    ...(scenario.body === undefined ? {} : { body: scenario.body }),
  });
  const bytes = Buffer.byteLength(await answer.text());
  process.stdout.write(`answer of ${scenario.name}: ${answer.status}, ${(bytes / 1000).toFixed(1)} kB\n`);
}

await runAndReport(scenarios, { server, products: args.products, connections, seconds });
