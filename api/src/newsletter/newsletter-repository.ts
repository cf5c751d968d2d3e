import type { Queryable } from '../db/db.ts';

export interface PendingSignUp {
  shopId: number;
  email: string;
  firstName: string | null;
  tokenHash: string;
  tokenLifetimeSeconds: number;
}

/**
 * Records a sign-up as pending with a new link token, or renews the token (and consent moment)
 * of a sign-up still pending. One statement, so two sign-ups of one address at once cannot both
 * insert. Answers the first name to greet with, or undefined when the address is confirmed
 * already (nothing changes then).
 */
export async function upsertPendingSignUp(
  q: Queryable,
  signUp: PendingSignUp,
): Promise<{ firstName: string | null } | undefined> {
  const { rows } = await q.query<{ first_name: string | null }>(
    `insert into newsletter_subscriptions
       (shop_id, email, first_name, status, consented_at, token_hash, token_expires_at)
     values ($1, $2, $3, 'pending', now(), $4, now() + $5::int * interval '1 second')
     on conflict (shop_id, lower(email)) do update
       set email = excluded.email,
           first_name = coalesce(excluded.first_name, newsletter_subscriptions.first_name),
           consented_at = excluded.consented_at,
           token_hash = excluded.token_hash,
           token_expires_at = excluded.token_expires_at
       where newsletter_subscriptions.status = 'pending'
     returning first_name`,
    [signUp.shopId, signUp.email, signUp.firstName, signUp.tokenHash, signUp.tokenLifetimeSeconds],
  );
  return rows[0] && { firstName: rows[0].first_name };
}

/**
 * Confirms the sign-up of the shop whose link token this is; following the link again while it
 * is valid confirms again (the first confirmation moment stays). False for an unknown or expired token.
 */
export async function confirmSignUp(q: Queryable, shopId: number, tokenHash: string): Promise<boolean> {
  const { rowCount } = await q.query(
    `update newsletter_subscriptions
        set status = 'confirmed', confirmed_at = coalesce(confirmed_at, now())
      where shop_id = $1 and token_hash = $2 and token_expires_at > now()`,
    [shopId, tokenHash],
  );
  return rowCount > 0;
}
