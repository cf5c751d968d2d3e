/**
 * `npm run bench:bundle`: the JavaScript each main route loads at start, gzip, from the browser
 * build's manifest (`storefront/dist/client/.vite/manifest.json`; build first with `npm run build`
 * in storefront). A route loads at start: the entry and every chunk it imports statically,
 * transitively; the route's split component chunk (the router loads it before hydrating) and its
 * static imports; the messages of the shop's language (the entry loads them before hydrating); and
 * the content blocks of the footer, which every page shows. Dynamic imports (other routes, the
 * editor preview, other languages, other content blocks) are not counted.
 *
 *   npm run bench:bundle                       # de-de's language, budget 110 kB per route
 *   npm run bench:bundle -- --language pl --budget 110 --verbose
 *
 * Exits non-zero when a route passes its budget. A script, not a test: figures go to api/BENCHMARKS.md.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const { values: args } = parseArgs({
  options: {
    budget: { type: 'string', default: '110' },
    language: { type: 'string', default: 'de' },
    verbose: { type: 'boolean', default: false },
  },
});

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const clientDir = fileURLToPath(new URL('../dist/client/', import.meta.url));
const entryKey = 'src/entry-client.tsx';

/** The routes with a budget, by the source of the component chunk the router's code splitting makes. */
const routes: Record<string, string> = {
  home: 'src/routes/index.tsx',
  'listing (category)': 'src/routes/page/$.tsx',
  product: 'src/routes/p/$slug/index.tsx',
  search: 'src/routes/search/index.tsx',
  basket: 'src/routes/basket/index.tsx',
};

/**
 * Content-block components every page shows, loaded lazily but at start: the footer's columns.
 * Blocks a page's own content shows (a category's hero, a CMS page's body) depend on the editors'
 * content and are not counted; the figures are for pages without such blocks.
 */
const shellBlocks = ['../cms-blocks/src/footer-column/footer-column.tsx'];

/** The shop language's message files: the storefront's and the content blocks' namespace. */
const messageKeys = (language: string) => [
  `src/i18n/messages/${language}.json`,
  `../cms-blocks/src/i18n/messages/${language}.json`,
];

const manifest = JSON.parse(
  await readFile(`${clientDir}.vite/manifest.json`, 'utf8').catch(() => {
    throw new Error(`No build manifest in ${clientDir}: run the storefront build first.`);
  }),
) as Manifest;

function chunk(key: string): ManifestChunk {
  const found = manifest[key];
  if (!found) throw new Error(`The build manifest has no ${key}`);
  return found;
}

/** A chunk and everything it imports statically, transitively, as manifest keys. */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk(key).imports ?? []) staticClosure(imported, seen);
  return seen;
}

/**
 * The keys of a route's chunks that load at start: its split chunks holding the component or the
 * loader (`…?tsr-split=component`, groups joined by `---`), else the route file itself. Error,
 * not-found and pending components load only when shown.
 */
function routeChunkKeys(source: string): string[] {
  const prefix = `${source}?tsr-split=`;
  const split = Object.keys(manifest).filter((key) => {
    if (!key.startsWith(prefix)) return false;
    const parts = key.slice(prefix.length).split('---');
    return parts.includes('component') || parts.includes('loader');
  });
  if (split.length > 0) return split;
  if (manifest[source]) return [source];
  throw new Error(`The build manifest has no chunk of ${source}`);
}

const gzipSizes = new Map<string, { raw: number; gzip: number }>();
async function sizeOf(file: string): Promise<{ raw: number; gzip: number }> {
  const known = gzipSizes.get(file);
  if (known) return known;
  const content = await readFile(`${clientDir}${file}`);
  const size = { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
  gzipSizes.set(file, size);
  return size;
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const print = (line = '') => process.stdout.write(`${line}\n`);
const budget = Number(args.budget) * 1000;
const rows: { route: string; scripts: number; raw: number; gzip: number }[] = [];

for (const [route, source] of Object.entries(routes)) {
  const keys = staticClosure(entryKey);
  for (const key of routeChunkKeys(source)) staticClosure(key, keys);
  for (const key of [...messageKeys(args.language), ...shellBlocks])
    if (manifest[key]) staticClosure(key, keys);
  const files = [...new Set([...keys].map((key) => chunk(key).file))].filter((file) => file.endsWith('.js'));
  const sized = await Promise.all(files.map(async (file) => ({ file, ...(await sizeOf(file)) })));
  sized.sort((a, b) => b.gzip - a.gzip);
  const raw = sized.reduce((sum, entry) => sum + entry.raw, 0);
  const gzip = sized.reduce((sum, entry) => sum + entry.gzip, 0);
  rows.push({ route, scripts: sized.length, raw, gzip });
  print(`\n${route} (${source}): ${sized.length} scripts, ${kB(gzip)} kB gzip (${kB(raw)} kB raw)`);
  const shown = args.verbose ? sized : sized.slice(0, 8);
  for (const entry of shown)
    print(`  ${kB(entry.gzip).padStart(7)} kB gzip  ${kB(entry.raw).padStart(7)} kB  ${entry.file}`);
  if (shown.length < sized.length) {
    const rest = sized.slice(shown.length).reduce((sum, entry) => sum + entry.gzip, 0);
    print(`  ${kB(rest).padStart(7)} kB gzip in ${sized.length - shown.length} smaller scripts`);
  }
}

print(`\n| route | scripts | start JS gzip | raw | budget | |`);
print(`| --- | ---: | ---: | ---: | ---: | --- |`);
for (const row of rows) {
  const verdict = row.gzip <= budget ? 'ok' : 'OVER';
  print(
    `| ${row.route} | ${row.scripts} | ${kB(row.gzip)} kB | ${kB(row.raw)} kB | ${kB(budget)} kB | ${verdict} |`,
  );
}

const over = rows.filter((row) => row.gzip > budget);
if (over.length > 0) {
  process.stderr.write(
    `\n${over.length} route(s) over the ${kB(budget)} kB budget: ${over.map((r) => r.route).join(', ')}\n`,
  );
  process.exitCode = 1;
}
