import type { Queryable } from '../db/db.ts';
import { RateLimitedError } from './rate-limited-error.ts';

/**
 * Issue 5: failed sign-ins are limited per account and per address. An address gets more tries
 * than an account, so people behind one office or mobile-carrier address do not lock each other
 * out, while guessing one account's password from many addresses still stops after a few tries.
 * Only sign-in reads these counters, so no other call waits for them.
 */
export const signInLimits = {
  windowSeconds: 15 * 60,
  perAccount: 5,
  perAddress: 20,
} as const;

export interface SignInScopes {
  account: string;
  address: string;
}

export function signInScopes(shopId: number, email: string, clientAddress: string): SignInScopes {
  return { account: `account:${shopId}:${email.toLowerCase()}`, address: `address:${clientAddress}` };
}

/** Seconds until the scope is below its limit again, or undefined when it is below already. */
async function secondsLocked(q: Queryable, scope: string, limit: number): Promise<number | undefined> {
  // The limit-th newest failure of the window: once it leaves the window, a try is allowed again.
  const { rows } = await q.query<{ retry_after: number }>(
    `select greatest(1, ceil(extract(epoch from failed_at + $2::int * interval '1 second' - now())))::int
       as retry_after
     from sign_in_failures
     where scope = $1 and failed_at > now() - $2::int * interval '1 second'
     order by failed_at desc offset $3 limit 1`,
    [scope, signInLimits.windowSeconds, limit - 1],
  );
  return rows[0]?.retry_after;
}

/** Refuses the attempt (429 with Retry-After) when either scope has used up its failures. */
export async function assertSignInAllowed(q: Queryable, scopes: SignInScopes): Promise<void> {
  const account = await secondsLocked(q, scopes.account, signInLimits.perAccount);
  const address = await secondsLocked(q, scopes.address, signInLimits.perAddress);
  const wait = Math.max(account ?? 0, address ?? 0);
  if (wait > 0) {
    throw new RateLimitedError(
      `Too many failed sign-in attempts; try again in ${Math.ceil(wait / 60)} minute(s)`,
      wait,
    );
  }
}

export async function recordSignInFailure(q: Queryable, scopes: SignInScopes): Promise<void> {
  await q.query(
    `delete from sign_in_failures
     where scope in ($1, $2) and failed_at <= now() - $3::int * interval '1 second'`,
    [scopes.account, scopes.address, signInLimits.windowSeconds],
  );
  await q.query('insert into sign_in_failures (scope) values ($1), ($2)', [scopes.account, scopes.address]);
}

/** A successful sign-in (or a password reset) clears the account's failures, not the address's. */
export async function clearAccountFailures(q: Queryable, accountScope: string): Promise<void> {
  await q.query('delete from sign_in_failures where scope = $1', [accountScope]);
}
