import type { Queryable } from '../db/db.ts';
import { addressScope, clearScope } from '../rate-limits/sliding-window-limiter.ts';
import type { ScopedLimit } from '../rate-limits/sliding-window-limiter.ts';

/**
 * Failed sign-ins are limited per account and per address. An address gets more tries
 * than an account, so people behind one office or mobile-carrier address do not lock each other
 * out, while guessing one account's password from many addresses still stops after a few tries.
 * Counted by the api's one limiter (rate-limits/sliding-window-limiter.ts).
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
  return {
    account: `sign-in-account:${shopId}:${email.toLowerCase()}`,
    address: addressScope('sign-in', clientAddress),
  };
}

/** Both limits a sign-in attempt reserves a failure of. */
export function signInFailureLimits(scopes: SignInScopes): ScopedLimit[] {
  const { windowSeconds } = signInLimits;
  return [
    { scope: scopes.account, rule: { limit: signInLimits.perAccount, windowSeconds } },
    { scope: scopes.address, rule: { limit: signInLimits.perAddress, windowSeconds } },
  ];
}

/** A successful sign-in (or a password reset) clears the account's failures, not the address's. */
export async function clearAccountFailures(q: Queryable, accountScope: string): Promise<void> {
  await clearScope(q, accountScope);
}
