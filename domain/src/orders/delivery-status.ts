import { z } from 'zod';

/** §4: the nine delivery statuses of a package, which are also the statuses an order shows. */
export const deliveryStatuses = [
  'open',
  'shipment_pending',
  'delegation_pending',
  'shipment_completed',
  'cancellation_completed',
  'returned',
  'partially_returned',
  'cancelled',
  'partially_cancelled',
] as const;
export const DeliveryStatusSchema = z.enum(deliveryStatuses);
export type DeliveryStatus = z.infer<typeof DeliveryStatusSchema>;

/** §4 cancelled group: the statuses shown as a cancelled order. */
export const cancelledStatuses = [
  'cancelled',
  'partially_cancelled',
  'cancellation_completed',
] as const satisfies readonly DeliveryStatus[];

/** §4: whether a status belongs to the cancelled group. */
export function isCancelledStatus(status: DeliveryStatus): boolean {
  switch (status) {
    case 'cancelled':
    case 'partially_cancelled':
    case 'cancellation_completed':
      return true;
    case 'open':
    case 'shipment_pending':
    case 'delegation_pending':
    case 'shipment_completed':
    case 'returned':
    case 'partially_returned':
      return false;
  }
}

/** The four steps of the order progress bar: placed, handed over, on its way, done. */
export type ProgressStep = 1 | 2 | 3 | 4;

/**
 * §4 progress step: open and the cancelled group stay on step 1; delegation_pending is 2;
 * shipment_pending 3; shipment_completed, returned and partially_returned 4.
 */
export function progressStep(status: DeliveryStatus): ProgressStep {
  switch (status) {
    case 'open':
    case 'cancelled':
    case 'partially_cancelled':
    case 'cancellation_completed':
      return 1;
    case 'delegation_pending':
      return 2;
    case 'shipment_pending':
      return 3;
    case 'shipment_completed':
    case 'returned':
    case 'partially_returned':
      return 4;
  }
}
