/**
 * `npm run bench:api`: the commerce backend under load, through the full stack of the production
 * process (`node api/src/main.ts`: TLS, access control, shop resolution, the catalogue read model,
 * PGlite). Each scenario runs with autocannon from this process against the server in another one,
 * beside the same server's static JSON answer (the ceiling) measured in the same run.
 *
 *   npm run bench:api -- --products 10000 --seconds 10 --connections 10
 *
 * A script, not a test: the figures depend on the machine and go to api/BENCHMARKS.md.
 */
import { parseArgs } from 'node:util';
import { runAndReport, startBenchServer } from './bench-support.ts';
import type { Scenario } from './bench-support.ts';

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
  },
});
const seconds = Number(args.seconds);
const connections = Number(args.connections);

const server = await startBenchServer({ products: args.products });
const { apiBase, commerceBase } = server;

async function getJson<T>(path: string, init?: RequestInit): Promise<T> {
  const answer = await fetch(`${commerceBase}${path}`, init);
  if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
}

// What the scenarios need from the seeded catalogue: a frames category, a product, a variant, an image.
interface Category {
  id: number;
  childrenIds: number[];
}
const roots = await getJson<Category[]>('/v1/categories?shopId=1001');
const eyewear = roots[0]!;
interface Listed {
  id: number;
  images: { hash: string }[];
  attributes?: { salesStatus?: { values: { value?: string } } };
  variants?: { id: number; stock: { quantity: number } }[];
}
const page = await getJson<{ entities: Listed[] }>(
  `/v1/products?shopId=1001&filters[category]=${eyewear.id}&with=variants,attributes:key(salesStatus)&perPage=100`,
);
const product = page.entities[0]!;
const candidates = page.entities
  .filter((entity) => entity.attributes?.salesStatus?.values.value === 'published')
  .flatMap(
    (entity) =>
      entity.variants?.filter((variant) => variant.stock.quantity > 5).map((variant) => variant.id) ?? [],
  );
// Variants every add succeeds with (one piece into a fresh basket), confirmed by trying each once.
const variantIds: number[] = [];
for (const variantId of candidates) {
  const answer = await fetch(`${commerceBase}/v1/baskets/bench-probe-${variantId}/items?shopId=1001`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ variantId, quantity: 1 }),
  });
  if (answer.status === 201) variantIds.push(variantId);
  else process.stderr.write(`  variant ${variantId} refused with ${answer.status}: left out\n`);
}
for (const variantId of variantIds.slice(0, 3)) {
  await fetch(`${commerceBase}/v1/baskets/bench-get/items?shopId=1001`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ variantId, quantity: 1 }),
  });
}
// The product tile's size: the endpoint draws only the sizes of the domain's image presets.
const imagePath = `/api/images/${product.images[0]!.hash}?width=320&height=427`;
await fetch(`${apiBase}${imagePath}`);

let basketNumber = 0;
const scenarios: Scenario[] = [
  { name: 'static JSON (ceiling, commerce TLS)', url: `${commerceBase}/health`, ceiling: 'commerce' },
  {
    name: 'product list, 2 filters + sort',
    url:
      `${commerceBase}/v1/products?shopId=1001&filters[category]=${eyewear.id}&filters[frameColor]=black` +
      `&filters[frameShape]=round,square&sort=price&sortDir=asc&perPage=24` +
      `&with=attributes:key(name|brand|frameColor),priceRange,images.attributes:legacy(false)`,
    ceiling: 'commerce',
  },
  {
    name: 'product by id',
    url: `${commerceBase}/v1/products/${product.id}?shopId=1001&with=attributes,variants,priceRange,siblings,categories`,
    ceiling: 'commerce',
  },
  {
    name: 'suggestions, 3-letter term',
    url: `${commerceBase}/v2/search/suggestions?shopId=1001&term=son`,
    ceiling: 'commerce',
  },
  {
    name: 'get basket (3 items)',
    url: `${commerceBase}/v1/baskets/bench-get?shopId=1001`,
    ceiling: 'commerce',
  },
  {
    name: 'add to basket',
    url: `${commerceBase}/v1/baskets/bench-add/items?shopId=1001`,
    method: 'POST',
    ceiling: 'commerce',
    setupRequest: (request) => {
      basketNumber += 1;
      return {
        ...request,
        method: 'POST',
        path: `/v1/baskets/bench-add-${basketNumber}/items?shopId=1001`,
        body: JSON.stringify({ variantId: variantIds[basketNumber % variantIds.length], quantity: 1 }),
      };
    },
  },
  { name: 'static JSON (ceiling, api HTTP)', url: `${apiBase}/api/health`, ceiling: 'api' },
  { name: 'cached image (320×427 webp)', url: `${apiBase}${imagePath}`, ceiling: 'api' },
];

await runAndReport(scenarios, { server, products: args.products, connections, seconds });
