import { z } from 'zod';
import type { DeliveryStatus } from './delivery-status.ts';

/**
 * The status of one order line. The spec shows none ("order status values: not shown"); these are
 * the ones the §4 derivation needs: still on its way (available), not delivered because the
 * warehouse could not supply it (unavailable), cancelled, or returned.
 */
export const orderItemStatuses = ['available', 'unavailable', 'cancelled', 'returned'] as const;
export const OrderItemStatusSchema = z.enum(orderItemStatuses);
export type OrderItemStatus = z.infer<typeof OrderItemStatusSchema>;

/** What the derived status reads of an order: its items' statuses and its packages' delivery statuses. */
export interface OrderStatusSource {
  items: readonly { status: OrderItemStatus }[];
  packages: readonly { deliveryStatus: DeliveryStatus }[];
}

/** Whether an order line went back to the shop. */
export function isOrderItemReturned(status: OrderItemStatus): boolean {
  switch (status) {
    case 'returned':
      return true;
    case 'available':
    case 'unavailable':
    case 'cancelled':
      return false;
  }
}

/** Whether an order line will not reach the customer: cancelled, or unavailable (which counts as cancelled). */
export function isOrderItemCancelled(status: OrderItemStatus): boolean {
  switch (status) {
    case 'cancelled':
    case 'unavailable':
      return true;
    case 'available':
    case 'returned':
      return false;
  }
}

/**
 * §4 derived order status, first match wins:
 * all items returned and a package shipment_completed → returned; some returned → partially_returned
 * (so all returned without a completed shipment is partially_returned, as the spec reads);
 * all cancelled or unavailable → cancelled; some → partially_cancelled; otherwise the first
 * package's delivery status. An order without items goes by its packages; one without packages
 * (nothing packed yet) is open.
 */
export function orderStatus(order: OrderStatusSource): DeliveryStatus {
  const statuses = order.items.map((item) => item.status);
  if (statuses.length > 0) {
    const shipped = order.packages.some((pkg) => pkg.deliveryStatus === 'shipment_completed');
    if (statuses.every(isOrderItemReturned) && shipped) return 'returned';
    if (statuses.some(isOrderItemReturned)) return 'partially_returned';
    if (statuses.every(isOrderItemCancelled)) return 'cancelled';
    if (statuses.some(isOrderItemCancelled)) return 'partially_cancelled';
  }
  return order.packages[0]?.deliveryStatus ?? 'open';
}
