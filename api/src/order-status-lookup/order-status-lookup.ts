import { OrderSchema, orderStatus, progressStep } from '@lumen/domain';
import type { Order, RpcResponse } from '@lumen/domain';
import type { CommerceHttp } from '../commerce-client/commerce-http.ts';

export type OrderStatusAnswer = RpcResponse<'lookupOrderStatus'>;

/**
 * One message for an unknown order and for a known one asked with the wrong email or zip code,
 * so the page tells nobody which order ids exist.
 */
export const orderNotFoundMessage = 'No order matches this order number and email address or zip code';

/** §2 order status page: what the page shows of an order, the §4 derived status and progress step. */
function orderStatusOf(order: Order): OrderStatusAnswer {
  const status = orderStatus(order);
  return {
    orderId: String(order.id),
    status,
    progressStep: progressStep(status),
    packages: order.packages.map((pkg) => ({
      deliveryStatus: pkg.deliveryStatus,
      deliveryDate: pkg.deliveryDate,
      tracking: pkg.tracking,
    })),
  };
}

/**
 * Asks the commerce backend for the order with the proof the shopper gave (GET orders/{id} with
 * `email` or `zipCode`); its 404 covers both an unknown order and a wrong pair.
 */
export async function lookupOrderStatus(
  commerceHttp: CommerceHttp,
  lookup: { orderId: string; email?: string | undefined; zipCode?: string | undefined },
): Promise<OrderStatusAnswer> {
  const order = await commerceHttp.request(`orders/${lookup.orderId}`, OrderSchema, {
    query: { email: lookup.email, zipCode: lookup.zipCode },
    notFound: orderNotFoundMessage,
  });
  return orderStatusOf(order);
}
