import pg from 'pg';
import type { Db, QueryResult, Queryable } from './db.ts';

/**
 * node-postgres answers int8 as a string; PGlite answers a number. Counts and sums are int8, so
 * the server driver is brought in line, for this pool only (values beyond 2^53 belong in numeric
 * or text anyway).
 */
const types = new pg.TypeOverrides();
types.setTypeParser(pg.types.builtins.INT8, 'text', Number);

function queryableOf(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    query: async <T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> => {
      const result = await target.query(sql, [...params]);
      return { rows: result.rows as T[], rowCount: result.rowCount ?? result.rows.length };
    },
    // Without parameters node-postgres uses the simple protocol, which runs several statements.
    exec: async (sql) => {
      await target.query(sql);
    },
  };
}

const schemaNamePattern = /^[a-z_][a-z0-9_]{0,62}$/;

export interface PostgresDbOptions {
  url: string;
  /**
   * Work in this schema instead of `public` (every connection's search_path); it is created when
   * missing. Tests use one schema per file so files running in parallel never meet.
   */
  schema?: string | undefined;
  /** How long to wait for a connection, and for a query's answer (ms). */
  timeouts?: { connectMs: number; queryMs: number } | undefined;
}

const defaultTimeouts = { connectMs: 5000, queryMs: 15_000 };

/** Connections for keyed locks (withLockConnection): changes of this many baskets at once per process. */
const lockConnections = 10;

export async function openPostgresDb(options: PostgresDbOptions): Promise<Db> {
  const { url, schema } = options;
  if (schema !== undefined && !schemaNamePattern.test(schema)) {
    throw new Error(`Database schema name "${schema}" must be lower case letters, digits and underscores`);
  }
  const timeouts = options.timeouts ?? defaultTimeouts;
  const poolOptions = (settings: string[]): pg.PoolConfig => ({
    connectionString: url,
    types,
    ...(settings.length > 0 ? { options: settings.join(' ') } : {}),
    // A server that cannot be reached or stops answering fails the request that waits for it
    // (as UNAVAILABLE) instead of holding it; the pool connects afresh once the server is back.
    connectionTimeoutMillis: timeouts.connectMs,
    query_timeout: timeouts.queryMs,
    keepAlive: true,
  });
  const searchPath = schema ? [`-c search_path=${schema}`] : [];
  const pool = new pg.Pool(poolOptions(searchPath));
  // Lock holders keep their connection while they call other services, which may well query this
  // database (the commerce backend in the same process): on the queries' pool, as many holders as
  // connections would starve those calls. The server gives up a lock wait itself (lock_timeout,
  // answered UNAVAILABLE) before the driver's timeout would leave it waiting on a dropped connection.
  const lockPool = new pg.Pool({
    ...poolOptions([...searchPath, `-c lock_timeout=${Math.max(1, Math.floor(timeouts.queryMs * 0.9))}`]),
    max: lockConnections,
  });
  // An idle client's error (the server restarted) would otherwise crash the process; the next
  // query gets a fresh connection and reports its own error.
  pool.on('error', () => {});
  lockPool.on('error', () => {});

  const db: Db = {
    kind: 'postgres',
    ...queryableOf(pool),
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(queryableOf(client));
        await client.query('commit');
        client.release();
        return result;
      } catch (error) {
        // A failed rollback leaves the connection in an unknown state: destroy it.
        const rolledBack = await client.query('rollback').then(
          () => true,
          () => false,
        );
        client.release(!rolledBack);
        throw error;
      }
    },
    withLockConnection: async (fn) => {
      const client = await lockPool.connect();
      try {
        const result = await fn(queryableOf(client));
        client.release();
        return result;
      } catch (error) {
        client.release(true);
        throw error;
      }
    },
    // Shutdown paths may close twice (a signal during a failed start); the second is a no-op.
    close: async () => {
      if (!pool.ended) await pool.end();
      if (!lockPool.ended) await lockPool.end();
    },
  };

  try {
    // Two processes creating the same schema at once would race on its catalogue row.
    if (schema) {
      await db.transaction(async (tx) => {
        await tx.query(`select pg_advisory_xact_lock(hashtext('lumen:create-schema'))`);
        await tx.exec(`create schema if not exists ${schema}`);
      });
    }
  } catch (error) {
    await pool.end();
    await lockPool.end();
    throw error;
  }
  return db;
}
