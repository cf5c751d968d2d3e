import { readdir, readFile } from 'node:fs/promises';
import type { Logger } from 'pino';
import type { Db } from './db.ts';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const migrationsDir = new URL('./migrations/', import.meta.url);
const fileNamePattern = /^(\d{4})_([a-z0-9_]+)\.sql$/;

/** Reads `NNNN_name.sql` files in version order; a misnamed or duplicate file stops the start. */
export async function loadMigrations(dir: URL = migrationsDir): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  const migrations: Migration[] = [];
  for (const file of files) {
    const match = fileNamePattern.exec(file);
    if (!match) throw new Error(`Migration file ${file} must be named NNNN_name.sql`);
    const version = Number(match[1]);
    if (migrations.some((known) => known.version === version)) {
      throw new Error(`Two migration files share version ${match[1]}`);
    }
    migrations.push({ version, name: match[2]!, sql: await readFile(new URL(file, dir), 'utf8') });
  }
  return migrations;
}

/**
 * Serialises migrations of one schema across processes (several api processes may start at
 * once on one PostgreSQL). The lock is transaction-scoped, so a crashed migrator releases it;
 * PGlite supports the same call. The second key keeps schemas (one per test file) independent.
 */
const lockStatement = `select pg_advisory_xact_lock(7301001, hashtext(coalesce(current_schema(), '')))`;
// A migrator stuck on a lock for a minute is a deployment problem to report, not to wait out.
const lockTimeoutStatement = `set local lock_timeout = '60s'`;

/**
 * Applies the migrations a database lacks, each in its own transaction together with its row in
 * `schema_migrations`, so a failed migration leaves no half-applied schema behind. Whether a
 * version is applied is read under the lock: a process that waited sees the other's work.
 */
export async function migrate(
  db: Db,
  options: { migrations?: Migration[]; logger?: Logger } = {},
): Promise<Migration[]> {
  const migrations = options.migrations ?? (await loadMigrations());
  await db.transaction(async (tx) => {
    await tx.exec(lockTimeoutStatement);
    await tx.query(lockStatement);
    await tx.exec(`
      create table if not exists schema_migrations (
        version integer primary key,
        name text not null,
        applied_at timestamptz not null default now()
      )`);
  });

  const applied: Migration[] = [];
  for (const migration of migrations) {
    const ran = await db.transaction(async (tx) => {
      await tx.exec(lockTimeoutStatement);
      await tx.query(lockStatement);
      const done = await tx.query('select 1 from schema_migrations where version = $1', [migration.version]);
      if (done.rowCount > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (ran) {
      applied.push(migration);
      options.logger?.info({ version: migration.version, name: migration.name }, 'applied migration');
    }
  }
  return applied;
}
