import { RateLimitedError } from '../../accounts/rate-limited-error.ts';
import type { Db, Queryable } from '../../db/db.ts';

/** At most `limit` counted calls of one scope within `windowSeconds`. */
export interface RateLimit {
  limit: number;
  windowSeconds: number;
}

/**
 * The per-address limits of this table's calls. Order status lookups count only the pairs that
 * found no order, as sign-in counts failures: guessing stops, and a customer may reload their
 * order freely. A cancellation request counts every time, since its answer never says whether
 * it matched. The newsletter limit keeps one address from mailing confirmations to many people.
 */
export const callLimits = {
  orderStatusMisses: { limit: 10, windowSeconds: 15 * 60 },
  subscriptionCancellations: { limit: 5, windowSeconds: 15 * 60 },
  newsletterSignUps: { limit: 10, windowSeconds: 60 * 60 },
  clientLogMessages: { limit: 30, windowSeconds: 60 },
} as const satisfies Record<string, RateLimit>;

/** Seconds until the scope is below its limit again, or undefined when it is below already. */
async function secondsLocked(q: Queryable, scope: string, rule: RateLimit): Promise<number | undefined> {
  // The limit-th newest hit of the window: once it leaves the window, a call is allowed again.
  const { rows } = await q.query<{ retry_after: number }>(
    `select greatest(1, ceil(extract(epoch from hit_at + $2::int * interval '1 second' - now())))::int
       as retry_after
     from rate_limit_hits
     where scope = $1 and hit_at > now() - $2::int * interval '1 second'
     order by hit_at desc offset $3 limit 1`,
    [scope, rule.windowSeconds, rule.limit - 1],
  );
  return rows[0]?.retry_after;
}

function refusal(wait: number): RateLimitedError {
  return new RateLimitedError(`Too many requests; try again in ${Math.ceil(wait / 60)} minute(s)`, wait);
}

/** Refuses the call (429 with Retry-After) when the scope has used up its limit. */
export async function assertWithinLimit(q: Queryable, scope: string, rule: RateLimit): Promise<void> {
  const wait = await secondsLocked(q, scope, rule);
  if (wait !== undefined) throw refusal(wait);
}

/** Counts one call of the scope; hits that left the window go at the same time. */
export async function countHit(q: Queryable, scope: string, rule: RateLimit): Promise<void> {
  await q.query(
    `delete from rate_limit_hits where scope = $1 and hit_at <= now() - $2::int * interval '1 second'`,
    [scope, rule.windowSeconds],
  );
  await q.query('insert into rate_limit_hits (scope) values ($1)', [scope]);
}

/**
 * Checks and counts in one step, one caller of a scope at a time (a transaction-scoped lock on
 * the scope), so parallel calls cannot slip past the limit together. Answers the seconds to wait
 * when the call is over the limit, undefined when it was counted.
 */
export async function takeHit(db: Db, scope: string, rule: RateLimit): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(7301011, hashtext($1))', [scope]);
    const wait = await secondsLocked(tx, scope, rule);
    if (wait === undefined) await countHit(tx, scope, rule);
    return wait;
  });
}

/** `takeHit` for calls that answer 429 beyond the limit. */
export async function takeHitOrRefuse(db: Db, scope: string, rule: RateLimit): Promise<void> {
  const wait = await takeHit(db, scope, rule);
  if (wait !== undefined) throw refusal(wait);
}

/** The scope of a limit for the caller's address. */
export const addressScope = (call: string, clientAddress: string) => `${call}:${clientAddress}`;
