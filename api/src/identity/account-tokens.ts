import type { Queryable } from '../db/db.ts';
import { randomToken, tokenHash } from '../sessions/session-store.ts';

export type TokenPurpose = 'verify_email' | 'password_reset';

/** How long a mailed link works: a day to verify an address, an hour to reset a password. */
const tokenLifetimeSeconds: Record<TokenPurpose, number> = {
  verify_email: 24 * 60 * 60,
  password_reset: 60 * 60,
};

/** A new token for the link; only its hash is stored. */
export async function issueToken(q: Queryable, customerId: number, purpose: TokenPurpose): Promise<string> {
  const token = randomToken();
  await q.query(
    `insert into account_tokens (token_hash, purpose, customer_id, expires_at)
     values ($1, $2, $3, now() + $4::int * interval '1 second')`,
    [tokenHash(token), purpose, customerId, tokenLifetimeSeconds[purpose]],
  );
  return token;
}

/** Uses the token once: the customer it was made for, or undefined if unknown, used or expired. */
export async function consumeToken(
  q: Queryable,
  token: string,
  purpose: TokenPurpose,
): Promise<number | undefined> {
  const { rows } = await q.query<{ customer_id: number }>(
    `update account_tokens set used_at = now()
     where token_hash = $1 and purpose = $2 and used_at is null and expires_at > now()
     returning customer_id`,
    [tokenHash(token), purpose],
  );
  return rows[0]?.customer_id;
}

/**
 * Ends every link of this purpose the customer still holds (a password reset ends the other reset
 * links: a link mailed earlier, perhaps read by someone else, must not set the password again).
 */
export async function endOutstandingTokens(
  q: Queryable,
  customerId: number,
  purpose: TokenPurpose,
): Promise<void> {
  await q.query(
    `update account_tokens set used_at = now()
     where customer_id = $1 and purpose = $2 and used_at is null and expires_at > now()`,
    [customerId, purpose],
  );
}
