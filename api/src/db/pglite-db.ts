import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Results } from '@electric-sql/pglite';
import type { Db, QueryResult, Queryable } from './db.ts';

function toQueryResult<T>(result: Results<T>): QueryResult<T> {
  // PGlite reports affectedRows only for writes; a SELECT's count is its rows.
  return { rows: result.rows, rowCount: result.affectedRows || result.rows.length };
}

function queryableOf(target: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    query: async <T>(sql: string, params: readonly unknown[] = []) =>
      toQueryResult(await target.query<T>(sql, [...params])),
    exec: async (sql) => {
      await target.exec(sql);
    },
  };
}

/**
 * PGlite in `dataDir`, or in memory when no folder is given (tests). `template`: a data folder
 * dumped by `dumpPgliteDb` to start from, which skips creating the cluster (seconds of the
 * processor's time that every test file would otherwise spend).
 */
export async function openPgliteDb(dataDir?: string, template?: Blob): Promise<Db> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir, template ? { loadDataDir: template } : {});
  return pgliteDb(pglite);
}

/** An in-memory PGlite with `prepare` done to it, dumped as a data folder to open others from. */
export async function dumpPgliteDb(prepare: (db: Db) => Promise<unknown>): Promise<Blob> {
  const pglite = await PGlite.create();
  try {
    await prepare(pgliteDb(pglite));
    return await pglite.dumpDataDir('none');
  } finally {
    await pglite.close();
  }
}

function pgliteDb(pglite: PGlite): Db {
  return {
    kind: 'pglite',
    ...queryableOf(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(queryableOf(tx))),
    // Shutdown paths may close twice (a signal during a failed start); the second is a no-op.
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
  };
}
