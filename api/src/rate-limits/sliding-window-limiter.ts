import type { RpcErrorCode } from '@lumen/domain';
import { RateLimitedError } from '../rpc/rate-limited-error.ts';
import type { Db, Queryable } from '../db/db.ts';
import { AppError } from '../rpc/app-error.ts';

/**
 * The api's one limiter of guesses and floods: at most `limit` hits of a scope in
 * any `windowSeconds` (a sliding window), counted in `rate_limit_hits`, one row a hit.
 *
 * Checking and counting are one step. A reservation takes a transaction-scoped advisory lock on
 * each of its scopes (in hash order, so two reservations never wait for each other crosswise),
 * reads the windows, and adds a hit to every scope or to none. PGlite runs one transaction at a
 * time and PostgreSQL serialises the lock holders across all api processes, so a burst from any
 * number of requests or processes gets exactly the limit through. A caller that counts only
 * failures (a wrong password, an unknown order) still reserves before it checks and gives the hit
 * back when the attempt did not fail: parallel wrong guesses can never pass the limit, and a
 * right guess inside a burst that used the limit up is refused like the wrong ones. The price is
 * that attempts in flight hold their hits: of more parallel right answers in one scope than its
 * limit, the last are refused too, a burst no shopper makes.
 *
 * Not rate-limiter-flexible, though it counts atomically in memory, PostgreSQL and Redis: its
 * limiters are fixed windows per key, which start afresh all at once and so let twice the limit
 * through around a window's end; its PostgreSQL store takes a node-postgres Pool or Client (or
 * an ORM) and does not know PGlite, this shop's default database,
 * so the default would need an adapter imitating node-postgres or the in-memory store, which
 * several api processes do not share; and it creates its table and sweeps it on a timer of its
 * own, outside the migrations. What is needed here is a few statements on the Db seam both
 * databases already share, with a lock both support.
 *
 * The per-minute request limits in front of every call (http/request-limits.ts, express-rate-limit)
 * stay in memory on purpose: they see every request, where a database write each would cost more
 * than the flood they stop, and a rough per-process count is enough for that.
 */

/** At most `limit` counted hits of one scope within any `windowSeconds`. */
export interface RateLimit {
  limit: number;
  windowSeconds: number;
}

/** A limit as applied to one scope: who is counted (`sign-in:{address}`...) and by which rule. */
export interface ScopedLimit {
  scope: string;
  rule: RateLimit;
}

/** The hits a reservation added, one per scope, to give back when the attempt should not count. */
export interface Hits {
  readonly ids: readonly number[];
}

export type Reservation =
  | { readonly granted: true; readonly hits: Hits }
  | { readonly granted: false; readonly retryAfterSeconds: number };

/** Distinct from the migrator's lock class (7301001), so the two never wait for each other. */
const lockClass = 7301011;

/** The scope of a limit for the caller's address. */
export const addressScope = (call: string, clientAddress: string) => `${call}:${clientAddress}`;

function columnsOf(limits: readonly ScopedLimit[]) {
  return [
    limits.map((limit) => limit.scope),
    limits.map((limit) => limit.rule.limit),
    limits.map((limit) => limit.rule.windowSeconds),
  ];
}

/**
 * Adds one hit to every scope when each is below its limit, none otherwise. Refused, it answers
 * the seconds until the fullest scope's limit-th newest hit leaves its window.
 */
export async function reserveHits(db: Db, limits: readonly ScopedLimit[]): Promise<Reservation> {
  const [scopes, maxHits, windows] = columnsOf(limits);
  return db.transaction(async (tx) => {
    // One statement takes the locks in the order of the sorted subquery.
    await tx.query(
      `select pg_advisory_xact_lock(${lockClass}, key)
         from (select distinct hashtext(scope) as key from unnest($1::text[]) as scope order by key) as keys`,
      [scopes],
    );
    // Each statement after the lock sees what the lock's previous holder committed.
    const { rows } = await tx.query<{ retry_after: number }>(
      `select max(greatest(1, ceil(extract(epoch
                from nth.hit_at + rule.window_seconds * interval '1 second' - now()))))::int as retry_after
         from unnest($1::text[], $2::int[], $3::int[]) as rule(scope, max_hits, window_seconds)
         cross join lateral (
           select hit_at from rate_limit_hits
            where scope = rule.scope and hit_at > now() - rule.window_seconds * interval '1 second'
            order by hit_at desc offset rule.max_hits - 1 limit 1
         ) as nth`,
      [scopes, maxHits, windows],
    );
    const retryAfterSeconds = rows[0]?.retry_after;
    if (retryAfterSeconds != null) return { granted: false, retryAfterSeconds };
    // Hits that left their window go as the scope is counted again: nothing else reads them.
    const inserted = await tx.query<{ id: number }>(
      `with expired as (
         delete from rate_limit_hits as hit
          using unnest($1::text[], $2::int[]) as rule(scope, window_seconds)
          where hit.scope = rule.scope and hit.hit_at <= now() - rule.window_seconds * interval '1 second'
       )
       insert into rate_limit_hits (scope) select unnest($1::text[]) returning id`,
      [scopes, windows],
    );
    return { granted: true, hits: { ids: inserted.rows.map((row) => row.id) } };
  });
}

function refusal(what: string, retryAfterSeconds: number): RateLimitedError {
  return new RateLimitedError(
    `Too many ${what}; try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s)`,
    retryAfterSeconds,
  );
}

/** `reserveHits` for calls that answer 429 with Retry-After beyond the limit. */
export async function reserveHitsOrRefuse(
  db: Db,
  limits: readonly ScopedLimit[],
  what = 'requests',
): Promise<Hits> {
  const reservation = await reserveHits(db, limits);
  if (!reservation.granted) throw refusal(what, reservation.retryAfterSeconds);
  return reservation.hits;
}

/** Takes back a reservation's hits: the attempt is not one the limit counts. */
export async function giveBack(q: Queryable, hits: Hits): Promise<void> {
  if (hits.ids.length > 0) {
    await q.query('delete from rate_limit_hits where id = any($1::bigint[])', [hits.ids]);
  }
}

/** Forgets every hit of the scope (a successful sign-in clears its account's failures). */
export async function clearScope(q: Queryable, scope: string): Promise<void> {
  await q.query('delete from rate_limit_hits where scope = $1', [scope]);
}

/**
 * Runs `attempt` on a hit reserved in each scope, refusing it (429 with Retry-After) when one is
 * full. The hits stay when the attempt fails with `counted.code` (the wrong guess the limit is
 * about); a success or any other failure gives them back.
 */
export async function limitFailures<T>(
  db: Db,
  limits: readonly ScopedLimit[],
  counted: { code: RpcErrorCode; what: string },
  attempt: () => Promise<T>,
): Promise<T> {
  const hits = await reserveHitsOrRefuse(db, limits, counted.what);
  let result: T;
  try {
    result = await attempt();
  } catch (error) {
    if (!(error instanceof AppError && error.code === counted.code)) await giveBack(db, hits);
    throw error;
  }
  await giveBack(db, hits);
  return result;
}
