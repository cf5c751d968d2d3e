import type { Db, Queryable } from '../../db/db.ts';
import { generateCatalog } from './generate-catalog.ts';
import { insertCatalog } from './insert-catalog.ts';

export interface SeedCatalogOptions {
  /** Products in all (default 2000). */
  products?: number;
  seed?: number;
  now: Date;
  /** Told each step as it starts ("generating", "inserting products", "done"), for a boot log. */
  onProgress?: (step: string) => void;
}

export interface SeedCatalogResult {
  /** False when the catalogue already had products and nothing was written. */
  seeded: boolean;
  products: number;
  variants: number;
}

/**
 * Serialises seeding across processes that start at once on one PostgreSQL; transaction-scoped, so
 * a crashed seeder releases it. The second key keeps test schemas apart, as in migrate.ts.
 */
const lockStatement = `select pg_advisory_xact_lock(7301002, hashtext(coalesce(current_schema(), '')))`;

async function catalogIsEmpty(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ empty: boolean }>('select not exists (select 1 from products) as empty');
  return rows[0]?.empty ?? true;
}

/**
 * Fills an empty catalogue with the generated one, all in one transaction; leaves a catalogue
 * that has products alone, so a restart never duplicates or overwrites anything.
 */
export async function seedCatalog(db: Db, options: SeedCatalogOptions): Promise<SeedCatalogResult> {
  const report = options.onProgress ?? (() => undefined);
  const skipped = { seeded: false, products: 0, variants: 0 };
  // Generating takes a moment; a database that is already seeded should not pay for it.
  if (!(await catalogIsEmpty(db))) return skipped;

  report('generating');
  const rows = generateCatalog({ now: options.now, products: options.products, seed: options.seed });
  const seeded = await db.transaction(async (tx) => {
    await tx.query(lockStatement);
    // Another process may have seeded while this one generated.
    if (!(await catalogIsEmpty(tx))) return false;
    await insertCatalog(tx, rows, (table) => report(`inserting ${table}`));
    return true;
  });
  report('done');
  return seeded ? { seeded, products: rows.products.length, variants: rows.variants.length } : skipped;
}
