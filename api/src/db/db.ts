/**
 * The one database seam of the api. Two implementations share it: PGlite (PostgreSQL in
 * WebAssembly, the embedded default) and a PostgreSQL server through node-postgres. Both speak
 * the same SQL dialect, so repositories and migrations are written once.
 *
 * Values cross the seam the same way on both: int4 and int8 come back as numbers, numeric as
 * strings, timestamptz as Date, jsonb parsed. Pass jsonb parameters as `JSON.stringify(value)`
 * with a `$n::jsonb` cast: the two drivers serialise plain objects and arrays differently.
 */
export interface QueryResult<T> {
  rows: T[];
  /** Rows returned, or rows changed by an INSERT, UPDATE or DELETE without RETURNING. */
  rowCount: number;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /** Runs a script of several statements without parameters, such as a migration file. */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `fn` in one transaction: committed when it resolves, rolled back when it throws.
   * Inside, use only `tx`: PGlite has a single connection, so a query on the Db itself would
   * wait for the transaction to end and never run.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * PostgreSQL server only: runs `fn` on a connection of its own, outside any transaction, for
   * session-level advisory locks held while other services are called (keyed-lock.ts). The
   * connection goes back when `fn` resolves and is closed when it throws, which ends its locks.
   * PGlite has none: its one session would hold every lock at once and exclude nobody.
   */
  withLockConnection?: <T>(fn: (connection: Queryable) => Promise<T>) => Promise<T>;
  /** Closing twice is harmless. */
  close(): Promise<void>;
}
