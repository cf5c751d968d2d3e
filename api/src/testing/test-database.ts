import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, inject, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { openDatabase } from '../db/open-database.ts';
import type { OpenDatabaseOptions } from '../db/open-database.ts';

export interface TestDatabase {
  db: Db;
  /** Options that open the same database again (another process, a restart). */
  options: OpenDatabaseOptions;
  /** Closes the database and removes everything the test created. */
  cleanup(): Promise<void>;
}

/** Set by CI and on machines with a PostgreSQL server: the suite then runs against it. */
export const testDatabaseUrl = process.env['TEST_DATABASE_URL'] || undefined;

/**
 * Registers a test only where a PostgreSQL server runs: what it proves (two api processes sharing
 * one database) cannot exist on PGlite, which belongs to one process. Registering nothing keeps the
 * PGlite run free of skipped tests.
 */
export function itOnDatabaseServer(name: string, fn: (serverUrl: string) => Promise<void>): void {
  const serverUrl = testDatabaseUrl;
  if (serverUrl) it(name, () => fn(serverUrl));
}

/** `itOnDatabaseServer` for a whole group of tests (with its hooks). */
export function describeOnDatabaseServer(name: string, fn: (serverUrl: string) => void): void {
  const serverUrl = testDatabaseUrl;
  if (serverUrl) describe(name, () => fn(serverUrl));
}

/**
 * A migrated, empty database for one test file. On a PostgreSQL server each file works in a
 * schema of its own (dropped afterwards) so files running in parallel never meet; otherwise
 * PGlite runs in memory, or in a temporary folder when the test must reopen it.
 */
export async function openTestDatabase(opts: { reopenable?: boolean } = {}): Promise<TestDatabase> {
  if (testDatabaseUrl) {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const options = { url: testDatabaseUrl, schema };
    const db = await openDatabase(options);
    return {
      db,
      options,
      cleanup: async () => {
        await db.exec(`drop schema if exists ${schema} cascade`);
        await db.close();
      },
    };
  }
  if (opts.reopenable) {
    const dataDir = await mkdtemp(join(tmpdir(), 'lumen-api-test-'));
    const options = { dataDir };
    const db = await openDatabase(options);
    return {
      db,
      options,
      cleanup: async () => {
        await db.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  const db = await openDatabase({ pgliteTemplate: await pgliteTemplate() });
  return { db, options: {}, cleanup: () => db.close() };
}

/** The migrated database the run's global setup dumped (pglite-template.global.ts), if it ran. */
async function pgliteTemplate(): Promise<Blob | undefined> {
  const file = inject('pgliteTemplate');
  return file ? new Blob([new Uint8Array(await readFile(file))]) : undefined;
}
