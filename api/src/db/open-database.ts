import type { Logger } from 'pino';
import type { Db } from './db.ts';
import { migrate } from './migrate.ts';
import { openPgliteDb } from './pglite-db.ts';
import { openPostgresDb } from './postgres-db.ts';

export interface OpenDatabaseOptions {
  /** A PostgreSQL server (`postgres://...`); when set, `dataDir` is ignored. */
  url?: string | undefined;
  /** PGlite's data folder; without it (and without `url`) PGlite runs in memory. */
  dataDir?: string | undefined;
  /** PostgreSQL server only: work in this schema, created when missing. */
  schema?: string | undefined;
  logger?: Logger | undefined;
  /** PGlite only: a dumped data folder to start from (`dumpPgliteDb`), when there is no `dataDir`. */
  pgliteTemplate?: Blob | undefined;
  /** PostgreSQL server only: connect and query timeouts (ms); defaults 5 s and 15 s. */
  timeouts?: { connectMs: number; queryMs: number } | undefined;
}

/**
 * Opens the database and brings its schema up to date before anyone can query it, so no code
 * path holds a Db with an older schema than the code expects.
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Db> {
  const db = options.url
    ? await openPostgresDb({ url: options.url, schema: options.schema, timeouts: options.timeouts })
    : await openPgliteDb(options.dataDir, options.dataDir ? undefined : options.pgliteTemplate);
  try {
    await migrate(db, { logger: options.logger });
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
