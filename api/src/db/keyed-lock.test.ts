import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itOnDatabaseServer, openTestDatabase } from '../testing/test-database.ts';
import type { TestDatabase } from '../testing/test-database.ts';
import type { Db } from './db.ts';
import { keyedLockFor } from './keyed-lock.ts';
import type { KeyedLock } from './keyed-lock.ts';
import { openPostgresDb } from './postgres-db.ts';

// The lock basket and wishlist changes are taken under, in memory on PGlite and held by the server
// on PostgreSQL.

let database: TestDatabase;
let secondDb: Db | undefined;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await secondDb?.close();
  await database?.cleanup();
});

/** Runs the holders at once; answers the most that were inside at one time and the order they ran. */
async function race(holds: { lock: KeyedLock; keys: string[] }[], holdMs = 2) {
  let inside = 0;
  let most = 0;
  const order: number[] = [];
  await Promise.all(
    holds.map(({ lock, keys }, index) =>
      lock.hold(keys, async () => {
        inside += 1;
        most = Math.max(most, inside);
        order.push(index);
        await sleep(holdMs);
        inside -= 1;
      }),
    ),
  );
  return { most, order };
}

describe('keyedLockFor', () => {
  it('is one per database handle', () => {
    expect(keyedLockFor(database.db)).toBe(keyedLockFor(database.db));
  });

  it('lets the holders of one key in one at a time, in the order they came', async () => {
    const lock = keyedLockFor(database.db);
    const { most, order } = await race(Array.from({ length: 8 }, () => ({ lock, keys: ['one'] })));
    expect(most).toBe(1);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('lets the holders of different keys in at once', async () => {
    const lock = keyedLockFor(database.db);
    // Long enough for each to open its lock connection on a server while the others are inside.
    const { most } = await race(
      [0, 1, 2, 3].map((index) => ({ lock, keys: [`apart-${index}`] })),
      200,
    );
    expect(most).toBe(4);
  });

  it('never deadlocks holders that name overlapping keys in different orders', async () => {
    const lock = keyedLockFor(database.db);
    const { most, order } = await race(
      Array.from({ length: 12 }, (_, index) => ({
        lock,
        keys: index % 2 === 0 ? ['left', 'right'] : ['right', 'left', 'right'],
      })),
    );
    expect(most).toBe(1);
    expect(order).toHaveLength(12);
  });

  it('hands the key on when a holder throws, and tells that holder’s caller', async () => {
    const lock = keyedLockFor(database.db);
    const failing = lock.hold(['thrown'], () => Promise.reject(new Error('the change failed')));
    const next = lock.hold(['thrown'], () => Promise.resolve('next ran'));
    await expect(failing).rejects.toThrow('the change failed');
    await expect(next).resolves.toBe('next ran');
  });

  // Two api processes need a database server: PGlite belongs to one process.
  itOnDatabaseServer(
    'excludes the holders of another database handle (another process), and leaves no lock behind',
    async (serverUrl) => {
      const { rows } = await database.db.query<{ schema: string }>('select current_schema() as schema');
      secondDb = await openPostgresDb({ url: serverUrl, schema: rows[0]!.schema });
      const first = keyedLockFor(database.db);
      const second = keyedLockFor(secondDb);
      expect(second).not.toBe(first);
      const { most } = await race(
        Array.from({ length: 10 }, (_, index) => ({
          lock: index % 2 === 0 ? first : second,
          keys: ['shared'],
        })),
      );
      expect(most).toBe(1);
      const serverHolders = async () =>
        (
          await database.db.query(
            `select 1 from pg_locks where locktype = 'advisory' and classid = 7301012 and granted
               and objid = (hashtext(current_schema() || ':shared')::bigint & 4294967295)::oid`,
          )
        ).rows.length;
      expect(await second.hold(['shared'], serverHolders)).toBe(1);
      // A lock left on a pooled connection would keep the next holder waiting and end in lock_timeout.
      expect(await serverHolders()).toBe(0);
    },
  );
});
