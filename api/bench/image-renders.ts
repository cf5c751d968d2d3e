/**
 * `npm run bench:images`: whether the api stays responsive while product images are drawn. The
 * production api process is started as for the other benchmarks; a probe calls the product page's
 * RPC (getProductById: session, the SDK over loopback TLS, the commerce backend) and a cached image
 * over and over, first on a quiet server, then while a burst of clients asks for images no cache
 * holds yet (the gallery size at density 2 in avif, webp and png, every background), each client
 * from an address of its own. Printed: the probes' p50/p95/p99 quiet and under the burst, and
 * what the burst got (answers by status, images drawn per second).
 *
 *   npm run bench:images -- --products 2000 --seconds 10 --clients 16
 *
 * A script, not a test: the figures depend on the machine and go to api/BENCHMARKS.md.
 */
import { parseArgs } from 'node:util';
import { imagePresets, productImageUrl } from '@lumen/domain';
import type { ImageBg, ImageFormat } from '@lumen/domain';
import { benchRpc, startBenchServer } from './bench-support.ts';

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '10' },
    clients: { type: 'string', default: '16' },
    probes: { type: 'string', default: '2' },
  },
});
const seconds = Number(args.seconds);
const clients = Number(args.clients);
const probeConnections = Number(args.probes);

const server = await startBenchServer({ products: args.products });
const { apiBase } = server;
const { headers, rpc } = benchRpc(apiBase);

const roots = await fetch(`${server.commerceBase}/v1/categories?shopId=1001`);
const [root] = (await roots.json()) as { id: number }[];
if (!root) throw new Error('The catalogue has no category');
const listing = await rpc<{ products: { id: number; images: { hash: string }[] }[] }>(
  'getProductsByCategory',
  { category: root.id, perPage: 96 },
);
const product = listing.products[0];
const hashes = [
  ...new Set(listing.products.flatMap((entry) => entry.images.map((image) => image.hash))),
].filter((hash) => /^[0-9a-f]{32}$|^[0-9a-f]{64}$/.test(hash));
const [warmHash] = hashes;
if (!product || !warmHash) throw new Error(`Category ${root.id} lists no product with an image`);

// Every URL a cold cache must draw: each hash at the gallery size (2x), in three formats, four backgrounds.
const formats: ImageFormat[] = ['avif', 'webp', 'png'];
const backgrounds: (ImageBg | undefined)[] = [undefined, 'white', 'grey', 'transparent'];
const coldUrls = hashes.flatMap((hash) =>
  formats.flatMap((format) =>
    backgrounds.map(
      (bg) =>
        `${apiBase}${productImageUrl(hash, { ...imagePresets.productGallery, format, ...(bg && { bg }) }, 2)}`,
    ),
  ),
);
const warmUrl = `${apiBase}${productImageUrl(warmHash, imagePresets.basketItem, 1)}`;
const warmed = await fetch(warmUrl);
if (!warmed.ok) throw new Error(`The warm image answered ${warmed.status}`);
await warmed.arrayBuffer();

interface Probe {
  name: string;
  send: () => Promise<Response>;
}

const probes: Probe[] = [
  {
    name: 'product page: getProductById',
    send: () =>
      fetch(`${apiBase}/api/rpc/getProductById`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ payload: { id: product.id } }),
      }),
  },
  { name: 'cached image (160×214 webp)', send: () => fetch(warmUrl) },
];

function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

interface Latencies {
  count: number;
  failures: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

function summary(durations: number[], failures: number): Latencies {
  const sorted = durations.toSorted((a, b) => a - b);
  return {
    count: sorted.length,
    failures,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

/** `connections` loops sending the probe one request after the other until `until`. */
async function runProbe(probe: Probe, until: number): Promise<Latencies> {
  const durations: number[] = [];
  let failures = 0;
  await Promise.all(
    Array.from({ length: probeConnections }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        const answer = await probe.send();
        await answer.arrayBuffer();
        durations.push(performance.now() - started);
        if (!answer.ok) failures += 1;
      }
    }),
  );
  return summary(durations, failures);
}

interface Burst {
  statuses: Map<number, number>;
  drawn: number;
  latencies: Latencies;
}

/** `clients` visitors (an address each) asking for images not drawn yet, one after the other, until `until`. */
async function runBurst(until: number): Promise<Burst> {
  const statuses = new Map<number, number>();
  const durations: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (performance.now() < until && next < coldUrls.length) {
        const url = coldUrls[next]!;
        next += 1;
        const started = performance.now();
        // The api believes a loopback peer's X-Forwarded-For (the server renderer's): one address per client.
        const answer = await fetch(url, {
          headers: { 'x-forwarded-for': `198.51.100.${client + 1}` },
          signal: AbortSignal.timeout(120_000),
        });
        await answer.arrayBuffer();
        durations.push(performance.now() - started);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      }
    }),
  );
  return { statuses, drawn: statuses.get(200) ?? 0, latencies: summary(durations, 0) };
}

const quiet: Latencies[] = [];
for (const probe of probes) {
  quiet.push(await runProbe(probe, performance.now() + seconds * 1000));
  process.stderr.write(`  measured quiet: ${probe.name}\n`);
}

const burstStarted = performance.now();
const burstUntil = burstStarted + seconds * probes.length * 1000;
const burstRun = runBurst(burstUntil);
const loaded: Latencies[] = [];
for (const probe of probes) {
  loaded.push(await runProbe(probe, performance.now() + seconds * 1000));
  process.stderr.write(`  measured under the burst: ${probe.name}\n`);
}
const burst = await burstRun;
const burstSeconds = (performance.now() - burstStarted) / 1000;

const ms = (value: number) => (Number.isNaN(value) ? '–' : value.toFixed(1));
const row = (name: string, when: string, figures: Latencies) =>
  `| ${name} | ${when} | ${figures.count} | ${ms(figures.p50)} | ${ms(figures.p95)} | ${ms(figures.p99)} | ${ms(figures.max)} | ${figures.failures} |`;
const answers = [...burst.statuses.entries()]
  .toSorted(([a], [b]) => a - b)
  .map(([status, count]) => `${count} × ${status}`)
  .join(', ');

process.stdout.write(
  [
    '',
    `${args.products} products, ${probeConnections} probe connections, ${seconds} s per probe; ` +
      `burst: ${clients} clients (an address each) over ${coldUrls.length} uncached URLs ` +
      `(${hashes.length} images × gallery 2x ${formats.join('/')} × 4 backgrounds); server up in ${server.bootSeconds.toFixed(1)} s.`,
    '',
    '| probe | while | requests | p50 ms | p95 ms | p99 ms | max ms | not 2xx |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...probes.flatMap((probe, index) => [
      row(probe.name, 'quiet', quiet[index]!),
      row(probe.name, 'image burst', loaded[index]!),
    ]),
    '',
    `Burst: ${burst.statuses.size === 0 ? 'no answers' : answers} in ${burstSeconds.toFixed(1)} s; ` +
      `${(burst.drawn / burstSeconds).toFixed(1)} images drawn per second; ` +
      `image answer p50 ${ms(burst.latencies.p50)} ms, p95 ${ms(burst.latencies.p95)} ms, max ${ms(burst.latencies.max)} ms.`,
    '',
  ].join('\n'),
);
await server.stop();
