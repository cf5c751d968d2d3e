import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { loadMigrations, migrate } from '../db/migrate.ts';
import { openDatabase } from '../db/open-database.ts';
import { openPgliteDb } from '../db/pglite-db.ts';
import { AppError } from '../rpc/app-error.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import type { TestDatabase } from '../testing/test-database.ts';
import {
  clearScope,
  giveBack,
  limitFailures,
  reserveHits,
  reserveHitsOrRefuse,
} from './sliding-window-limiter.ts';
import type { Reservation, ScopedLimit } from './sliding-window-limiter.ts';

// Bursts fired in parallel at the one limiter, counting what got through. On a PostgreSQL server
// half of each burst goes through a second pool, as a second api process would.

let database: TestDatabase;
let dbs: Db[];

beforeAll(async () => {
  database = await openTestDatabase();
  const second = database.db.kind === 'postgres' ? await openDatabase(database.options) : undefined;
  dbs = second ? [database.db, second] : [database.db];
});
afterAll(async () => {
  for (const db of dbs.slice(1)) await db.close();
  await database.cleanup();
});
beforeEach(async () => {
  await database.db.query('delete from rate_limit_hits');
});

const fiveAQuarter = { limit: 5, windowSeconds: 15 * 60 };
const limited = (scope: string, rule = fiveAQuarter): ScopedLimit => ({ scope, rule });

/** `count` calls at once, spread over the api "processes". */
const burst = <T>(count: number, call: (db: Db, index: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, index) => call(dbs[index % dbs.length]!, index)));

const granted = (reservations: readonly Reservation[]) =>
  reservations.filter((reservation) => reservation.granted).length;

async function hitsOf(scope: string): Promise<number> {
  const { rows } = await database.db.query<{ count: number }>(
    'select count(*)::int as count from rate_limit_hits where scope = $1',
    [scope],
  );
  return rows[0]!.count;
}

describe('reserveHits', () => {
  it('grants exactly the limit of 60 parallel reservations of one scope', async () => {
    const reservations = await burst(60, (db) => reserveHits(db, [limited('burst')]));
    expect(granted(reservations)).toBe(5);
    expect(await hitsOf('burst')).toBe(5);
  });

  it('answers the refused with the seconds until the oldest counted hit leaves the window', async () => {
    await burst(5, (db) => reserveHits(db, [limited('wait')]));
    await database.db.query(`update rate_limit_hits set hit_at = hit_at - interval '10 minutes'`);
    const refused = await reserveHits(database.db, [limited('wait')]);
    expect(refused).toMatchObject({ granted: false });
    const { retryAfterSeconds } = refused as { retryAfterSeconds: number };
    expect(retryAfterSeconds).toBeGreaterThan(4 * 60);
    expect(retryAfterSeconds).toBeLessThanOrEqual(5 * 60);
  });

  it('slides: a hit counts for its window from when it was made, then makes room for one more', async () => {
    await reserveHits(database.db, [limited('slide')]);
    await database.db.query(`update rate_limit_hits set hit_at = hit_at - interval '15 minutes'`);
    const reservations = await burst(20, (db) => reserveHits(db, [limited('slide')]));
    expect(granted(reservations)).toBe(5);
    // The hit that left the window went when the scope was counted again.
    expect(await hitsOf('slide')).toBe(5);
  });

  it('counts every scope of a reservation or none: a full scope stops the others', async () => {
    const reservations = await burst(40, (db, index) =>
      reserveHits(db, [limited('shared', { limit: 20, windowSeconds: 60 }), limited(`own:${index % 4}`)]),
    );
    // Four own scopes of five hits each fill the shared one exactly.
    expect(granted(reservations)).toBe(20);
    expect(await hitsOf('shared')).toBe(20);
    const full = await reserveHits(database.db, [
      limited('shared', { limit: 20, windowSeconds: 60 }),
      limited('own:new'),
    ]);
    expect(full.granted).toBe(false);
    expect(await hitsOf('own:new')).toBe(0);
  });

  it('never deadlocks when parallel reservations take overlapping scopes in opposite orders', async () => {
    const loose = { limit: 1000, windowSeconds: 60 };
    const reservations = await burst(60, (db, index) =>
      reserveHits(
        db,
        index % 2 === 0
          ? [limited('left', loose), limited('right', loose)]
          : [limited('right', loose), limited('left', loose)],
      ),
    );
    expect(granted(reservations)).toBe(60);
  });

  it('gives back exactly the hits of one reservation, and clears a scope', async () => {
    const kept = await reserveHitsOrRefuse(database.db, [limited('back'), limited('other')]);
    const returned = await reserveHitsOrRefuse(database.db, [limited('back'), limited('other')]);
    await giveBack(database.db, returned);
    expect(await hitsOf('back')).toBe(1);
    await giveBack(database.db, kept);
    expect(await hitsOf('back')).toBe(0);
    await reserveHitsOrRefuse(database.db, [limited('back'), limited('other')]);
    await clearScope(database.db, 'back');
    expect(await hitsOf('back')).toBe(0);
    expect(await hitsOf('other')).toBe(1);
  });

  it('refuses with a RATE_LIMITED error that carries Retry-After', async () => {
    await burst(5, (db) => reserveHitsOrRefuse(db, [limited('refuse')]));
    await expect(reserveHitsOrRefuse(database.db, [limited('refuse')], 'tries')).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many tries; try again in 15 minute(s)',
      retryAfterSeconds: expect.any(Number) as number,
    });
  });
});

describe('limitFailures', () => {
  const wrong = () => new AppError('UNAUTHENTICATED', 'wrong');
  const counted = { code: 'UNAUTHENTICATED', what: 'guesses' } as const;

  it('checks only the limit of 40 parallel wrong guesses; the rest are refused unchecked', async () => {
    let checked = 0;
    const outcomes = await burst(40, (db) =>
      limitFailures(db, [limited('guess')], counted, async () => {
        checked += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        throw wrong();
      }).catch((error: AppError) => error.code),
    );
    expect(checked).toBe(5);
    expect(outcomes.filter((code) => code === 'UNAUTHENTICATED')).toHaveLength(5);
    expect(outcomes.filter((code) => code === 'RATE_LIMITED')).toHaveLength(35);
    await expect(
      limitFailures(database.db, [limited('guess')], counted, () => Promise.resolve('right')),
    ).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
  });

  it('gives the hit back after a success or another failure, keeps it after a counted one', async () => {
    await limitFailures(database.db, [limited('mixed')], counted, () => Promise.resolve('right'));
    await limitFailures(database.db, [limited('mixed')], counted, () =>
      Promise.reject(new AppError('UNAVAILABLE', 'backend down')),
    ).catch(() => undefined);
    expect(await hitsOf('mixed')).toBe(0);
    await limitFailures(database.db, [limited('mixed')], counted, () => Promise.reject(wrong())).catch(
      () => undefined,
    );
    expect(await hitsOf('mixed')).toBe(1);
  });
});

describe('migration 0013', () => {
  it('moves the failed sign-ins still in their window under the limiter’s sign-in scopes', async () => {
    const db = await openPgliteDb();
    try {
      const migrations = await loadMigrations();
      await migrate(db, { migrations: migrations.filter((migration) => migration.version < 13) });
      await db.query(
        `insert into sign_in_failures (scope, failed_at) values
           ('account:1001:jana@example.de', now() - interval '1 minute'),
           ('address:203.0.113.9', now() - interval '2 minutes'),
           ('address:203.0.113.9', now() - interval '20 minutes')`,
      );
      await migrate(db, { migrations });
      const { rows } = await db.query<{ scope: string }>('select scope from rate_limit_hits order by scope');
      expect(rows.map((row) => row.scope)).toEqual([
        'sign-in-account:1001:jana@example.de',
        'sign-in:203.0.113.9',
      ]);
    } finally {
      await db.close();
    }
  });
});
