/**
 * Times the seed catalogue: generation and insert into an in-memory PGlite, the way the api seeds
 * a fresh database. Not a test (speed is measured here, never asserted).
 *
 *   node api/bench/seed-catalog.ts [--products 10000]
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/db/open-database.ts';
import { seedCatalog } from '../src/seed/catalog/seed-catalog.ts';

const { values } = parseArgs({ options: { products: { type: 'string', default: '10000' } } });
const products = Number(values.products);
if (!Number.isInteger(products) || products <= 0) {
  process.stderr.write(`--products must be a whole number above 0, not ${values.products}\n`);
  process.exit(1);
}

const openedAt = performance.now();
const db = await openDatabase();
const marks = new Map<string, number>();
const startedAt = performance.now();
const result = await seedCatalog(db, {
  products,
  now: new Date(),
  onProgress: (step) => {
    if (!marks.has(step)) marks.set(step, performance.now());
  },
});
const doneAt = performance.now();
await db.close();

const insertStart = [...marks].find(([step]) => step.startsWith('inserting'))?.[1] ?? doneAt;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
process.stdout.write(
  [
    `products ${result.products}, variants ${result.variants}, prices ${result.variants * 4}`,
    `open PGlite and migrate: ${seconds(startedAt - openedAt)}`,
    `generate: ${seconds(insertStart - startedAt)}`,
    `insert: ${seconds(doneAt - insertStart)}`,
    `seedCatalog in all: ${seconds(doneAt - startedAt)}`,
    '',
  ].join('\n'),
);
