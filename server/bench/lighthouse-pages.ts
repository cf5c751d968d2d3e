/**
 * `npm run bench:lighthouse`: Lighthouse (the npm package, against Debian's Chromium) on the
 * production shop process: home, the first full listing of the navigation, a product of it, search
 * results and the basket, each on mobile (Lighthouse's default: emulated Moto G, simulated
 * throttling) and desktop, the median of a few runs.
 *
 *   npm run bench:lighthouse                                  # de-de, mobile and desktop, 3 runs
 *   npm run bench:lighthouse -- --shop pl-pl --form-factors mobile --runs 3 --products 2000
 *
 * Needs the storefront built (`npm run build`). Every run is a first visit (fresh browser profile,
 * storage and cache cleared, consent banner shown), as Lighthouse judges a page. A script, not a
 * test: the figures depend on the machine and go to api/BENCHMARKS.md; the median runs' reports go
 * to node_modules/.cache/bench-lighthouse/.
 */
import { request } from 'node:http';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import type { Result } from 'lighthouse';
import { computeMedianRun as lighthouseMedianRun } from 'lighthouse/core/lib/median-run.js';
import { findShopByCode, routePath } from '@lumen/domain';
import { startBenchServer } from '../../api/bench/bench-support.ts';
import { chromiumLaunchOptions } from '../../chromium.ts';

const { values: args } = parseArgs({
  options: {
    shop: { type: 'string', default: 'de-de' },
    runs: { type: 'string', default: '3' },
    /** Unmeasured runs first, per page and form factor. */
    'warm-up': { type: 'string', default: '1' },
    products: { type: 'string', default: '2000' },
    'form-factors': { type: 'string', default: 'mobile,desktop' },
    /** The shop process's port (its commerce backend takes the next), Chromium's debugging port the one after. */
    port: { type: 'string', default: '3510' },
  },
});
const shop = findShopByCode(args.shop);
if (!shop) throw new Error(`No shop ${args.shop}`);
const runs = Number(args.runs);
const warmUps = Number(args['warm-up']);
const formFactors = args['form-factors'].split(',').map((name) => {
  if (name !== 'mobile' && name !== 'desktop')
    throw new Error(`--form-factors: mobile or desktop, not ${name}`);
  return name;
});
const port = Number(args.port);
// Its declaration names the global `LH.Result` of Lighthouse's own build, which a consumer does not have.
const computeMedianRun = lighthouseMedianRun as (runs: Result[]) => Result;
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const dataDir = await mkdtemp('/tmp/lh-data-');
const server = await startBenchServer({
  products: args.products,
  entry: 'server/src/main.ts',
  dataDir,
  port,
}).catch(async (error: unknown) => {
  await rm(dataDir, { recursive: true, force: true });
  throw error;
});
// Each shop answers at its own host name, as Chromium reaches it (`*.localhost` is loopback there).
const host = `${shop.code}.localhost:${port}`;
const origin = `http://${host}`;

/** A page's HTML as the shop serves its host (Node's fetch would send its own Host header). */
async function html(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const sent = request(
      { host: '127.0.0.1', port, path, headers: { host, accept: 'text/html' } },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const location = answer.headers.location;
          if (
            answer.statusCode !== undefined &&
            answer.statusCode >= 300 &&
            answer.statusCode < 400 &&
            location
          ) {
            resolve(html(new URL(location, `${origin}${path}`).pathname));
          } else if (answer.statusCode === 200) resolve(Buffer.concat(chunks).toString('utf8'));
          else reject(new Error(`${path}: ${answer.statusCode}`));
        });
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}

const productLinks = (page: string) =>
  [...page.matchAll(/<a\b[^>]*data-slot="product-card-link"[^>]*>/g)].map(
    (tag) => /href="([^"]+)"/.exec(tag[0])?.[1] ?? '',
  );

// The listing: the first category of the main navigation with a full page of products, as a
// shopper clicks it on the homepage; the product: that listing's first tile.
const navigation = /<nav[^>]*>[\s\S]*?<\/nav>/.exec(await html('/'))?.[0] ?? '';
const linked = [...navigation.matchAll(/href="(\/[a-z0-9-]+\/(?:[a-z0-9-]+\/)*)"/g)].map(
  (match) => match[1]!,
);
let listing: { path: string; products: string[] } | undefined;
for (const path of new Set(linked)) {
  const products = productLinks(await html(path).catch(() => ''));
  if (products.length >= 24) {
    listing = { path, products };
    break;
  }
}
if (!listing) throw new Error('No category of the main navigation lists 24 products');
const productPath = listing.products[0]!;

// Search: the first word of the product's name (its brand) that finds products.
const productHeading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(await html(productPath))?.[1] ?? '';
const words = productHeading
  .replace(/<[^>]+>/g, ' ')
  .split(/\s+/)
  .filter((word) => word.length >= 3);
let searchPath: string | undefined;
for (const term of words) {
  const path = `${routePath(shop, 'search')}?term=${encodeURIComponent(term)}`;
  if (productLinks(await html(path)).length > 0) {
    searchPath = path;
    break;
  }
}
if (!searchPath) throw new Error(`No word of the product's name "${productHeading}" finds products`);
const basketPath = routePath(shop, 'basket');
const basketPage = await html(basketPath);

const pages = [
  { name: 'home', path: '/' },
  { name: 'listing', path: listing.path },
  { name: 'product', path: productPath },
  { name: 'search', path: searchPath },
  { name: 'basket', path: basketPath },
];
process.stderr.write(
  `${shop.code} on ${origin}, server up in ${server.bootSeconds.toFixed(1)} s; pages: ` +
    `${pages.map((page) => `${page.name} ${page.path}`).join(', ')}\n` +
    `basket page: ${(basketPage.length / 1000).toFixed(0)} kB of HTML, <h1> ${JSON.stringify(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(basketPage)?.[1]?.replace(/<[^>]+>/g, '') ?? null)}\n`,
);

/**
 * One Lighthouse run in a fresh Chromium with a fresh profile: a first visit. On a busy machine the
 * trace is sometimes lost (NO_NAVSTART, NO_FCP): such a run is run again, twice at most.
 */
async function lighthouseRun(url: string, formFactor: 'mobile' | 'desktop', attempt = 1): Promise<Result> {
  try {
    return await lighthouseAttempt(url, formFactor);
  } catch (error) {
    if (attempt >= 3) throw error;
    process.stderr.write(`  ${url} ${formFactor}: ${(error as Error).message.slice(0, 160)}; again\n`);
    return lighthouseRun(url, formFactor, attempt + 1);
  }
}

async function lighthouseAttempt(url: string, formFactor: 'mobile' | 'desktop'): Promise<Result> {
  const profile = await mkdtemp('/tmp/lh-chrome-');
  const chrome = await launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: chromiumLaunchOptions.args,
    port: port + 2,
    userDataDir: profile,
    logLevel: 'error',
  });
  try {
    const answer = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!answer) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = answer;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    // The next run's Chromium takes the same port: wait until this one is gone.
    const running = chrome.process.exitCode === null && chrome.process.signalCode === null;
    const closed = running ? new Promise((resolve) => chrome.process.once('close', resolve)) : undefined;
    chrome.kill();
    await closed;
    await rm(profile, { recursive: true, force: true });
  }
}

/** The first DOM node an audit's details name (the LCP element of `largest-contentful-paint-element`). */
function firstNode(
  details: unknown,
): { selector?: string; nodeLabel?: string; snippet?: string } | undefined {
  if (typeof details !== 'object' || details === null) return undefined;
  if ('type' in details && details.type === 'node')
    return details as { selector?: string; nodeLabel?: string; snippet?: string };
  for (const value of Object.values(details)) {
    const found = firstNode(value);
    if (found) return found;
  }
  return undefined;
}

const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? NaN;
const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? NaN) * 100);

/** What a run says, in numbers, and the performance audits that hold it back (score < 0.9). */
function summary(lhr: Result) {
  const resources = (
    lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items;
  const lcpNode =
    firstNode(lhr.audits['largest-contentful-paint-element']?.details) ??
    firstNode(lhr.audits['lcp-breakdown-insight']?.details);
  const performance = lhr.categories.performance;
  const failing = (performance?.auditRefs ?? [])
    .map((ref) => ({ ref, audit: lhr.audits[ref.id]! }))
    .filter(
      ({ audit }) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
    )
    .map(({ ref, audit }) => ({
      id: audit.id,
      weight: ref.weight,
      score: audit.score,
      title: audit.title,
      displayValue: audit.displayValue,
      metricSavings: audit.metricSavings,
    }));
  // What costs the other categories points: their failing audits by id.
  const others = categories
    .filter((category) => category !== 'performance')
    .flatMap((category) => lhr.categories[category]?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id]!)
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
    .map((audit) => audit.id);
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    fcp: numeric(lhr, 'first-contentful-paint'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    speedIndex: numeric(lhr, 'speed-index'),
    totalBytes: numeric(lhr, 'total-byte-weight'),
    scriptBytes: resources?.find((item) => item.resourceType === 'script')?.transferSize ?? NaN,
    lcpElement: lcpNode
      ? { selector: lcpNode.selector, label: lcpNode.nodeLabel, snippet: lcpNode.snippet }
      : null,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lighthouseVersion: lhr.lighthouseVersion,
    failing,
    others,
  };
}

// A build of the storefront during the run would replace the assets the server's pages name.
const renderer = fileURLToPath(new URL('../../storefront/dist/server/entry-server.js', import.meta.url));
const builtAt = (await stat(renderer)).mtimeMs;

const rows: {
  page: string;
  path: string;
  formFactor: string;
  scores: number[];
  median: ReturnType<typeof summary>;
}[] = [];
const cacheDir = fileURLToPath(new URL('../../node_modules/.cache/bench-lighthouse/', import.meta.url));
await mkdir(cacheDir, { recursive: true });
const loadAtStart = loadavg();
try {
  for (const page of pages) {
    for (const formFactor of formFactors) {
      // Not measured: the first visit of a fresh server draws the page's images into the image cache
      // and fills the answer cache, which a shop that is up has done long before.
      for (let run = 0; run < warmUps; run += 1) await lighthouseRun(`${origin}${page.path}`, formFactor);
      const results: Result[] = [];
      for (let run = 0; run < runs; run += 1) {
        results.push(await lighthouseRun(`${origin}${page.path}`, formFactor));
        process.stderr.write(
          `  ${page.name} ${formFactor} run ${run + 1}: performance ${score(results.at(-1)!, 'performance')}\n`,
        );
      }
      // Lighthouse's own choice: the run nearest the median FCP and TTI.
      if ((await stat(renderer)).mtimeMs !== builtAt) {
        throw new Error('The storefront was built again during the run: its pages name assets that are gone');
      }
      const median = computeMedianRun(results);
      rows.push({
        page: page.name,
        path: page.path,
        formFactor,
        scores: results.map((lhr) => score(lhr, 'performance')),
        median: summary(median),
      });
      await writeFile(
        join(cacheDir, `${shop.code}-${page.name}-${formFactor}.report.json`),
        JSON.stringify(median),
      );
    }
  }
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}

const ms = (value: number) => (value < 1000 ? `${Math.round(value)} ms` : `${(value / 1000).toFixed(1)} s`);
const kB = (value: number) => `${Math.round(value / 1024)} kB`;
const table = [
  '| page | form factor | performance (runs) | FCP | LCP | TBT | CLS | Speed Index | total | script | a11y | best pr. | SEO |',
  '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...rows
    .map(({ page, formFactor, scores, median: m }) =>
      [
        page,
        formFactor,
        `${m.performance} (${scores.join(', ')})`,
        ms(m.fcp),
        ms(m.lcp),
        ms(m.tbt),
        m.cls.toFixed(3),
        ms(m.speedIndex),
        kB(m.totalBytes),
        kB(m.scriptBytes),
        m.accessibility,
        m.bestPractices,
        m.seo,
      ].join(' | '),
    )
    .map((row) => `| ${row} |`),
].join('\n');
const details = rows
  .map(({ page, formFactor, median: m }) =>
    [
      `${page} ${formFactor}: LCP element ${m.lcpElement ? `${m.lcpElement.selector} "${m.lcpElement.label}"` : 'none'}`,
      `  other categories' failing audits: ${m.others.join(', ') || 'none'}`,
      ...m.failing.map(
        (audit) =>
          `  ${audit.score} ${audit.id}${audit.weight > 0 ? ` (weight ${audit.weight})` : ''}: ${audit.title}` +
          `${audit.displayValue ? ` — ${audit.displayValue}` : ''}` +
          `${audit.metricSavings ? ` savings ${JSON.stringify(audit.metricSavings)}` : ''}`,
      ),
    ].join('\n'),
  )
  .join('\n');
const loadAtEnd = loadavg();
const written = join(cacheDir, `${shop.code}.json`);
await writeFile(
  written,
  JSON.stringify(
    {
      shop: shop.code,
      date: new Date().toISOString(),
      runs,
      products: args.products,
      loadAtStart,
      loadAtEnd,
      rows,
    },
    null,
    2,
  ),
);
process.stdout.write(
  `\n${shop.code}, ${args.products} products, median of ${runs} runs after ${warmUps} unmeasured (Lighthouse ${rows[0]?.median.lighthouseVersion}); load average ${loadAtStart.map((value) => value.toFixed(2)).join(' ')} at start, ` +
    `${loadAtEnd.map((value) => value.toFixed(2)).join(' ')} at end; benchmark index ` +
    `${rows.map((row) => row.median.benchmarkIndex).join(', ')}\n${table}\n\n${details}\n\nmedians: ${written}\n`,
);
