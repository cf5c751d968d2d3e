import type { Queryable } from '../../db/db.ts';
import type { PaymentOutcome } from '../../payments/payment-provider.ts';
import { tokenHash } from '../../sessions/session-store.ts';

/** Who placed an order of the checkout, and whether its payment step was used. */
export interface OrderPlacement {
  /** The placing session's id hash (`tokenHash`). */
  sessionHash: string;
  /** The outcome the sandbox payment step was used for; null while unused. */
  stepOutcome: PaymentOutcome | null;
}

interface PlacementRow {
  session_id_hash: string;
  payment_step_outcome: PaymentOutcome | null;
}

/**
 * Remembers the session that placed the order. Placing it again (the same idempotency key) keeps
 * the first session: an order has one placer.
 */
export async function recordPlacement(
  db: Queryable,
  placement: { shopId: number; cbdToken: string; sessionHash: string },
): Promise<void> {
  await db.query(
    `insert into order_placements (cbd_token_hash, shop_id, session_id_hash) values ($1, $2, $3)
     on conflict (cbd_token_hash) do nothing`,
    [tokenHash(placement.cbdToken), placement.shopId, placement.sessionHash],
  );
}

export async function findPlacement(
  db: Queryable,
  shopId: number,
  cbdToken: string,
): Promise<OrderPlacement | undefined> {
  const { rows } = await db.query<PlacementRow>(
    `select session_id_hash, payment_step_outcome from order_placements
      where cbd_token_hash = $1 and shop_id = $2`,
    [tokenHash(cbdToken), shopId],
  );
  const row = rows[0];
  return row && { sessionHash: row.session_id_hash, stepOutcome: row.payment_step_outcome };
}

/**
 * Uses the order's payment step for `outcome`, unless it was used before; answers whether this call
 * used it. Two completions at once: the row lock lets one through, the other finds it used.
 */
export async function usePaymentStep(
  db: Queryable,
  shopId: number,
  cbdToken: string,
  outcome: PaymentOutcome,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `update order_placements set payment_step_outcome = $3, payment_step_used_at = $4
      where cbd_token_hash = $1 and shop_id = $2 and payment_step_outcome is null`,
    [tokenHash(cbdToken), shopId, outcome, new Date()],
  );
  return rowCount === 1;
}
