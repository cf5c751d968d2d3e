import type { ShopIdentity } from '@lumen/domain';
import { defaultBasketLimits } from '../baskets/basket-limits.ts';
import { lockBasket, touchBasket } from '../baskets/basket-repository.ts';
import { giveVoucherUseBack } from '../baskets/promotion-repository.ts';
import { CommerceFailure } from '../commerce-failure.ts';
import {
  cancelUnpaidOrder,
  findOrderPayment,
  lockOrderPayment,
  markOrderPaid,
  orderedLines,
  putLinesBack,
  putVoucherBack,
  returnStock,
} from './order-payment-repository.ts';
import type { SettledPaymentStatus } from './order-request.ts';
import type { OrderDeps } from './order-service.ts';

const orderNotFound = () => new CommerceFailure('not_found', 'Order not found');

/**
 * Settles order payments with what the payment provider reported (POST orders/cbd/{token}/payment).
 * Only a pending payment changes, and only once: paid confirms the order; failed or cancelled
 * cancels it, gives its stock and its voucher use back and puts its lines (and voucher) back into
 * the basket it came from, so the shopper can place it again with another method.
 */
export function createOrderPaymentService(deps: OrderDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const limits = deps.limits ?? defaultBasketLimits;

  return {
    /**
     * The same outcome twice answers the same (a provider retries its notification); another
     * outcome for a settled payment is a conflict.
     */
    async settle(
      shop: ShopIdentity,
      cbdToken: string,
      status: SettledPaymentStatus,
    ): Promise<{ paymentStatus: SettledPaymentStatus }> {
      const known = await findOrderPayment(db, shop.shopId, cbdToken);
      if (!known) throw orderNotFound();
      const returned = await db.transaction(async (tx) => {
        // The basket before the order, as placing an order locks it before anything else: the two
        // never wait on each other crosswise.
        const basketId =
          status === 'paid' || known.basketKey === null
            ? undefined
            : await lockBasket(tx, shop.shopId, known.basketKey);
        const payment = await lockOrderPayment(tx, shop.shopId, cbdToken);
        if (!payment) throw orderNotFound();
        if (payment.status === status) return [];
        if (payment.status !== 'pending') {
          throw new CommerceFailure('conflict', `The payment of this order is already ${payment.status}`, [
            { parameter: 'status', message: `Settled as ${payment.status}` },
          ]);
        }
        const moment = now();
        if (status === 'paid') {
          await markOrderPaid(tx, payment.orderId, moment);
          return [];
        }
        await cancelUnpaidOrder(tx, payment.orderId, status, moment);
        await giveVoucherUseBack(tx, payment.orderId);
        const lines = await orderedLines(tx, payment.orderId);
        // Variants in id order, as orders take them, so a return and an order never deadlock.
        const taken = lines.filter((line) => line.fromStock > 0).sort((a, b) => a.variantId - b.variantId);
        for (const line of taken) await returnStock(tx, line.variantId, line.fromStock);
        if (basketId !== undefined) {
          await putLinesBack(tx, basketId, lines, limits.maxQuantityPerLine);
          const [voucher] = payment.vouchers;
          if (voucher) await putVoucherBack(tx, basketId, voucher.code, moment);
          await touchBasket(tx, basketId, moment);
        }
        return taken.map((line) => line.variantId);
      });
      if (returned.length > 0) deps.onStockTaken?.(returned);
      return { paymentStatus: status };
    },
  };
}
