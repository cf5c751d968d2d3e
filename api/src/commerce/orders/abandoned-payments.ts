import { findShopById } from '@lumen/domain';
import type { Logger } from 'pino';
import { CommerceFailure } from '../commerce-failure.ts';
import { createOrderPaymentService } from './order-payment-service.ts';
import type { OrderDeps } from './order-service.ts';

/** A shopper who has not come back from the payment provider in an hour is not coming back. */
export const abandonedPaymentAfterMs = 60 * 60 * 1000;

// One sweep settles at most this many; the next sweep takes the rest.
const sweepLimit = 200;

interface PendingRow {
  shop_id: number;
  cbd_token: string;
}

/**
 * Cancels payments that stayed pending too long, as if the shopper had cancelled at the provider:
 * the order is cancelled, its stock goes back on sale and its lines back into the basket. Only
 * orders placed through the checkout (with an idempotency key) are swept; seeded history is not.
 * Answers how many were cancelled.
 */
export async function cancelAbandonedPayments(
  deps: OrderDeps & { logger: Logger },
  olderThanMs: number = abandonedPaymentAfterMs,
): Promise<number> {
  const now = deps.now ?? (() => new Date());
  const { rows } = await deps.db.query<PendingRow>(
    `select shop_id, cbd_token from orders
      where payment_status = 'pending' and idempotency_key is not null and created_at < $1
      order by created_at limit ${sweepLimit}`,
    [new Date(now().getTime() - olderThanMs)],
  );
  const payments = createOrderPaymentService(deps);
  let cancelled = 0;
  for (const row of rows) {
    const shop = findShopById(row.shop_id);
    if (!shop) continue;
    try {
      await payments.settle(shop, row.cbd_token, 'cancelled');
      cancelled += 1;
    } catch (error) {
      // The provider's answer arrived in the meantime: the payment is settled, nothing to sweep.
      if (error instanceof CommerceFailure && error.kind === 'conflict') continue;
      throw error;
    }
  }
  if (cancelled > 0) deps.logger.info({ cancelled }, 'cancelled abandoned payments');
  return cancelled;
}
