import type { Db, Queryable } from './db.ts';

/**
 * Mutual exclusion by name, for changes that read and then write through another service (the
 * commerce backend's baskets) and so cannot lean on a transaction of their own.
 */
export interface KeyedLock {
  /**
   * Runs `fn` while holding every one of `keys`, waiting for whoever holds one of them. Keys are
   * always taken in the same order, so two holders of overlapping keys never wait on each other in
   * a circle. Not reentrant: `fn` must not ask for a key it holds.
   */
  hold<T>(keys: readonly string[], fn: () => Promise<T>): Promise<T>;
}

/** The class id of these locks, beside the rate limits' 7301011 (rate-limits/). */
const lockClass = 7301012;

type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

async function settle<T>(fn: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await fn() };
  } catch (error) {
    return { ok: false, error };
  }
}

function unwrap<T>(outcome: Outcome<T>): T {
  if (outcome.ok) return outcome.value;
  throw outcome.error;
}

/** One waiting line per key in this process: each holder waits for the one before it. */
function inProcessLock(): KeyedLock {
  const tails = new Map<string, Promise<void>>();

  async function take(key: string): Promise<() => void> {
    const before = tails.get(key);
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    tails.set(key, held);
    await before;
    return () => {
      if (tails.get(key) === held) tails.delete(key);
      release();
    };
  }

  return {
    async hold(keys, fn) {
      const releases: (() => void)[] = [];
      try {
        for (const key of [...new Set(keys)].sort()) releases.push(await take(key));
        return await fn();
      } finally {
        for (const release of releases.reverse()) release();
      }
    },
  };
}

/**
 * Takes the keys as session-level advisory locks, in the order of their lock ids (two keys may share
 * one: they are then taken once). The schema is part of the name, so databases of other schemas on
 * the same server (one per test file) never wait for each other.
 */
async function lockOnServer(connection: Queryable, keys: readonly string[]): Promise<void> {
  const { rows } = await connection.query<{ id: number }>(
    `select distinct hashtext(current_schema() || ':' || key) as id from unnest($1::text[]) as key order by id`,
    [[...keys]],
  );
  for (const { id } of rows) await connection.query('select pg_advisory_lock($1, $2)', [lockClass, id]);
}

/**
 * PostgreSQL: every api process on the database excludes the others. Within the process a holder
 * first waits its turn in memory, so a process spends at most one lock connection on one key
 * however many of its requests wait for it.
 */
function serverLock(withLockConnection: NonNullable<Db['withLockConnection']>): KeyedLock {
  const local = inProcessLock();
  return {
    hold<T>(keys: readonly string[], fn: () => Promise<T>): Promise<T> {
      return local.hold(keys, async () => {
        const ran: { outcome?: Outcome<T> } = {};
        try {
          await withLockConnection(async (connection) => {
            await lockOnServer(connection, keys);
            ran.outcome = await settle(fn);
            await connection.query('select pg_advisory_unlock_all()');
          });
        } catch (error) {
          // Before `fn` ran, the change did not happen and the caller hears why. After it, only the
          // unlock failed, and closing that connection (withLockConnection) ended its locks.
          if (ran.outcome === undefined) throw error;
        }
        // Set: withLockConnection resolved only after `fn` had run.
        return unwrap(ran.outcome!);
      });
    },
  };
}

const locksByDb = new WeakMap<Db, KeyedLock>();

/**
 * The keyed lock of a database, one per Db handle so that every app of this process on it shares
 * the waiting lines. On PGlite the lock lives in memory, which is exact: PGlite belongs to this
 * one process. On a PostgreSQL server the server holds it, so api processes exclude each other.
 */
export function keyedLockFor(db: Db): KeyedLock {
  let lock = locksByDb.get(db);
  if (!lock) {
    if (db.kind === 'postgres') {
      if (!db.withLockConnection) throw new Error('A PostgreSQL Db must offer withLockConnection');
      lock = serverLock(db.withLockConnection);
    } else {
      lock = inProcessLock();
    }
    locksByDb.set(db, lock);
  }
  return lock;
}
