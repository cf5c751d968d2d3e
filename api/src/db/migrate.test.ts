import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database.ts';
import type { TestDatabase } from '../testing/test-database.ts';
import type { Db } from './db.ts';
import { loadMigrations, migrate } from './migrate.ts';
import { openDatabase } from './open-database.ts';
import { seedShops } from '../seed/seed-shops.ts';

let database: TestDatabase;
const opened: Db[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.close()));
});

afterAll(async () => {
  await database?.cleanup();
});

async function appliedVersions(db: Db) {
  const { rows } = await db.query<{ version: number; name: string; applied_at: Date }>(
    'select version, name, applied_at from schema_migrations order by version',
  );
  return rows;
}

describe('database migrations (ARCHITECTURE "Data": one SQL dialect for PGlite and PostgreSQL)', () => {
  it('applies every migration file once when the database opens', async () => {
    const migrations = await loadMigrations();
    expect(migrations[0]).toMatchObject({ version: 1, name: 'shops' });
    const rows = await appliedVersions(database.db);
    expect(rows.map((row) => row.version)).toEqual(migrations.map((migration) => migration.version));
    expect(rows[0]?.applied_at).toBeInstanceOf(Date);
  });

  it('is idempotent: migrating again applies nothing', async () => {
    const before = await appliedVersions(database.db);
    expect(await migrate(database.db)).toEqual([]);
    expect(await appliedVersions(database.db)).toEqual(before);
  });

  it('is idempotent across restarts: opening the same database again applies nothing', async () => {
    // PGlite in a temporary folder, or a schema of its own on a PostgreSQL server.
    const target = await openTestDatabase({ reopenable: true });
    try {
      const before = await appliedVersions(target.db);
      // PGlite's folder belongs to one process at a time: the first one stops before the restart.
      if (target.db.kind === 'pglite') await target.db.close();
      const reopened = await openDatabase(target.options);
      opened.push(reopened);
      expect(await appliedVersions(reopened)).toEqual(before);
      expect(before.map((applied) => applied.version)).toEqual(
        (await loadMigrations()).map((migration) => migration.version),
      );
    } finally {
      await target.cleanup();
    }
  });

  it('lets two migrators race without applying anything twice (advisory lock)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lumen-migrations-'));
    try {
      await writeFile(join(dir, '0001_first.sql'), 'create table race_one (id integer primary key);');
      await writeFile(join(dir, '0002_second.sql'), 'create table race_two (id integer primary key);');
      const migrations = await loadMigrations(pathToFileURL(`${dir}/`));
      const target = await openTestDatabase();
      try {
        // On a server these are two pools, as two processes would have; PGlite has one connection.
        const other = target.db.kind === 'postgres' ? await openDatabase(target.options) : target.db;
        if (other !== target.db) opened.push(other);
        await target.db.exec('drop table shop_settings; delete from schema_migrations');
        const [first, second] = await Promise.all([
          migrate(target.db, { migrations }),
          migrate(other, { migrations }),
        ]);
        expect([...first, ...second].map((migration) => migration.version).sort()).toEqual([1, 2]);
        expect((await appliedVersions(target.db)).map((row) => row.name)).toEqual(['first', 'second']);
      } finally {
        await target.cleanup();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('rolls a failing migration back whole and records nothing for it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lumen-migrations-'));
    try {
      await writeFile(
        join(dir, '0099_broken.sql'),
        'create table half_done (id integer); select no_such_function();',
      );
      const migrations = await loadMigrations(pathToFileURL(`${dir}/`));
      await expect(migrate(database.db, { migrations })).rejects.toThrow(/no_such_function/);
      const { rows } = await database.db.query(`select to_regclass('half_done') as name`);
      expect(rows[0]).toEqual({ name: null });
      expect((await appliedVersions(database.db)).map((row) => row.version)).not.toContain(99);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses a migration file that is not named NNNN_name.sql', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lumen-migrations-'));
    try {
      await writeFile(join(dir, 'add-orders.sql'), 'select 1;');
      await expect(loadMigrations(pathToFileURL(`${dir}/`))).rejects.toThrow(/NNNN_name\.sql/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('§3 seeding the shop settings', () => {
  it('inserts the nine shops once and keeps what operations changed', async () => {
    expect(await seedShops(database.db)).toHaveLength(9);
    await database.db.query(`update shop_settings set google_tag_id = 'GTM-EDITED' where code = 'de-at'`);
    expect(await seedShops(database.db)).toEqual([]);
    const { rows } = await database.db.query<{ google_tag_id: string }>(
      `select google_tag_id from shop_settings where code = 'de-at'`,
    );
    expect(rows[0]?.google_tag_id).toBe('GTM-EDITED');
  });

  it('rolls the transaction back when a statement fails', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.query(`update shop_settings set cms_base_folder = 'rolled-back' where code = 'de-de'`);
        await tx.query(`update shop_settings set google_tag_id = 'not a tag id' where code = 'de-de'`);
      }),
    ).rejects.toThrow(/check constraint/);
    const { rows } = await database.db.query<{ cms_base_folder: string }>(
      `select cms_base_folder from shop_settings where code = 'de-de'`,
    );
    expect(rows[0]?.cms_base_folder).toBe('de-de');
  });
});
