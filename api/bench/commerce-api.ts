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
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { trustCertificate } from '../src/commerce/tls/local-certificate.ts';

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
  },
});
const seconds = Number(args.seconds);
const connections = Number(args.connections);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const dataDir = await mkdtemp(join(tmpdir(), 'lumen-bench-'));
const [apiPort, commercePort] = [await freePort(), await freePort()];
const repoRoot = new URL('../../', import.meta.url);
const started = performance.now();
const server = spawn(process.execPath, ['api/src/main.ts'], {
  cwd: repoRoot,
  env: {
    ...process.env,
    PORT: String(apiPort),
    COMMERCE_PORT: String(commercePort),
    PGLITE_DIR: join(dataDir, 'pglite'),
    COMMERCE_TLS_DIR: join(dataDir, 'tls'),
    IMAGE_CACHE_DIR: join(dataDir, 'images'),
    SEED_PRODUCTS: args.products,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stopServer = () => server.kill('SIGTERM');
process.once('exit', stopServer);

const apiBase = `http://127.0.0.1:${apiPort}`;
const commerceBase = `https://localhost:${commercePort}`;

async function waitUntilUp(): Promise<string> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      const cert = await readFile(join(dataDir, 'tls', 'commerce-cert.pem'), 'utf8');
      trustCertificate(cert);
      const answers = await Promise.all([fetch(`${apiBase}/api/health`), fetch(`${commerceBase}/health`)]);
      if (answers.every((answer) => answer.ok)) return cert;
    } catch {
      // Not up yet: migrating and seeding.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not come up within 5 minutes');
}

const cert = await waitUntilUp();
const bootSeconds = (performance.now() - started) / 1000;

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
const imagePath = `/api/images/${product.images[0]!.hash}?width=400&height=534`;
await fetch(`${apiBase}${imagePath}`);

interface Scenario {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  body?: string;
  /** Builds each request anew (a fresh basket per add). */
  setupRequest?: autocannon.Request['setupRequest'];
  ceiling: 'commerce' | 'api';
}

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
  { name: 'cached image (400×534 webp)', url: `${apiBase}${imagePath}`, ceiling: 'api' },
];

interface Figures {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p975: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function run(scenario: Scenario): Promise<Figures> {
  let reported = false;
  const result = await autocannon({
    url: scenario.url,
    connections,
    duration: seconds,
    method: scenario.method ?? 'GET',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    tlsOptions: { ca: cert },
    ...(scenario.setupRequest
      ? {
          requests: [
            {
              setupRequest: scenario.setupRequest,
              onResponse: (status: number, body: string) => {
                if (status >= 300 && !reported) {
                  reported = true;
                  process.stderr.write(`  ${scenario.name}: first failure ${status} ${body.slice(0, 200)}\n`);
                }
              },
            },
          ],
        }
      : {}),
  });
  const failures = Object.entries(result.statusCodeStats ?? {}).filter(([code]) => !code.startsWith('2'));
  if (failures.length > 0) process.stderr.write(`  ${scenario.name}: answers ${JSON.stringify(failures)}\n`);
  return {
    name: scenario.name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p975: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

const figures: (Figures & { ceiling: Scenario['ceiling'] })[] = [];
for (const scenario of scenarios) {
  figures.push({ ...(await run(scenario)), ceiling: scenario.ceiling });
  process.stderr.write(`  measured: ${scenario.name}\n`);
}
const ceilings = {
  commerce: figures.find((entry) => entry.name.startsWith('static JSON (ceiling, commerce'))!
    .requestsPerSecond,
  api: figures.find((entry) => entry.name.startsWith('static JSON (ceiling, api'))!.requestsPerSecond,
};

const rows = figures.map(
  (entry) =>
    `| ${entry.name} | ${entry.requestsPerSecond} | ${Math.round((entry.requestsPerSecond / ceilings[entry.ceiling]) * 100)} % | ` +
    `${entry.p50} | ${entry.p975} | ${entry.p99} | ${entry.errors + entry.non2xx} |`,
);
process.stdout.write(
  [
    `\n${args.products} products, ${connections} connections, ${seconds} s per scenario; server up in ${bootSeconds.toFixed(1)} s (migrate, seed, index).\n`,
    '| scenario | req/s | of ceiling | p50 ms | p97.5 ms | p99 ms | errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n') + '\n',
);

stopServer();
await new Promise((resolve) => server.once('exit', resolve));
await rm(dataDir, { recursive: true, force: true });
