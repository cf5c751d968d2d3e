import type { RpcResponse } from '@lumen/domain';
import { AppError } from '../../rpc/app-error.ts';
import type { RpcContext } from '../../rpc/define-procedure.ts';
import { queueShopMail } from '../../shop-mails/shop-mail-outbox.ts';
import { orderDataByCbd } from './checkout-orders.ts';
import type { PaymentStatus } from './checkout-orders.ts';
import { orderConfirmationMail } from './order-confirmation-mail.ts';

type OrderData = RpcResponse<'getOrderDataByCbd'>;

/**
 * Whether an order is confirmed: placed with a method paid later (invoice, cash on delivery:
 * deferred) or paid. A pending payment confirms nothing yet; a failed or cancelled one never does.
 */
export function confirmsOrder(status: PaymentStatus): boolean {
  return status === 'deferred' || status === 'paid';
}

/** What a failure is, for the log: never its message, which may carry the order's success token. */
function failureKind(error: unknown): string {
  if (error instanceof AppError) return error.code;
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'string' ? `${error.name} ${code}` : error.name;
  }
  return 'unknown';
}

/**
 * Queues the order confirmation to the order's email address (the account's or the guest's, as
 * the stored order names its customer), once per order: the outbox keeps one mail per order id
 * (`onceKey`, a unique index), so a repeated placement, a repeated payment completion or two at once
 * queue it once. `known` is the order's data when the caller has it read already (as confirmed);
 * otherwise it is read from the backend by `cbdToken`, never taken from the browser.
 *
 * The order lives in the commerce backend (another process, maybe another database), so there is
 * no transaction to share with it: the order is placed (or paid) when this runs, and a failure here
 * must not turn it into an error the shopper would take for a failed order and place again. It is
 * logged, as the appointment mail's is, and the next repeat of the call (the same idempotency key,
 * the same payment step) queues the mail then, since queueing once is safe to try again.
 */
export async function queueOrderConfirmation(
  ctx: RpcContext,
  cbdToken: string,
  known?: OrderData,
): Promise<void> {
  let orderId: number | undefined = known?.order.id;
  try {
    const data = known ?? (await orderDataByCbd(ctx, cbdToken));
    orderId = data.order.id;
    const { order, customer } = data;
    if (!confirmsOrder(data.paymentStatus) || order.confirmedAt === null) return;
    if (!customer?.email) {
      ctx.logger.warn({ orderId }, 'order confirmation mail not queued: the order names no email address');
      return;
    }
    const settings = await ctx.shopSettings();
    const mail = orderConfirmationMail(
      ctx.shop,
      { ...ctx.shop, intlLocaleOverwrite: settings.intlLocaleOverwrite },
      ctx.shopDomains[ctx.shop.code],
      { order, customer, confirmedAt: order.confirmedAt },
    );
    await queueShopMail(ctx.db, ctx.logger, {
      ...mail,
      shopId: ctx.shop.shopId,
      recipient: customer.email,
      kind: 'order_confirmation',
      onceKey: String(order.id),
    });
  } catch (error) {
    ctx.logger.warn({ orderId, failure: failureKind(error) }, 'order confirmation mail not queued');
  }
}
