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

/** PGlite in `dataDir`, or in memory when no folder is given (tests). */
export async function openPgliteDb(dataDir?: string): Promise<Db> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir);
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
