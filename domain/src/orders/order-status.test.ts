import { describe, expect, it } from 'vitest';
import { isOrderItemCancelled, isOrderItemReturned, orderStatus } from './order-status.ts';
import type { OrderItemStatus } from './order-status.ts';
import type { DeliveryStatus } from './delivery-status.ts';

const order = (items: OrderItemStatus[], packages: DeliveryStatus[]) => ({
  items: items.map((status) => ({ status })),
  packages: packages.map((deliveryStatus) => ({ deliveryStatus })),
});

describe('§4 derived order status', () => {
  it.each<[string, OrderItemStatus[], DeliveryStatus[], DeliveryStatus]>([
    ['all returned, shipment completed', ['returned', 'returned'], ['shipment_completed'], 'returned'],
    [
      'all returned, a later package completed',
      ['returned'],
      ['shipment_pending', 'shipment_completed'],
      'returned',
    ],
    [
      'all returned, no completed shipment',
      ['returned', 'returned'],
      ['shipment_pending'],
      'partially_returned',
    ],
    ['all returned, no package', ['returned'], [], 'partially_returned'],
    ['some returned', ['returned', 'available'], ['shipment_completed'], 'partially_returned'],
    ['returned wins over cancelled', ['returned', 'cancelled'], ['shipment_completed'], 'partially_returned'],
    ['all cancelled', ['cancelled', 'cancelled'], ['open'], 'cancelled'],
    ['all unavailable', ['unavailable'], ['open'], 'cancelled'],
    ['cancelled and unavailable', ['cancelled', 'unavailable'], ['shipment_pending'], 'cancelled'],
    ['some cancelled', ['cancelled', 'available'], ['shipment_pending'], 'partially_cancelled'],
    ['some unavailable', ['available', 'unavailable'], ['shipment_pending'], 'partially_cancelled'],
    [
      'all available: first package',
      ['available'],
      ['delegation_pending', 'shipment_completed'],
      'delegation_pending',
    ],
    ['all available, shipped', ['available', 'available'], ['shipment_completed'], 'shipment_completed'],
    ['all available, no package', ['available'], [], 'open'],
    ['no items: first package', [], ['shipment_pending'], 'shipment_pending'],
    ['no items, no package', [], [], 'open'],
  ])('%s gives %s', (_case, items, packages, status) => {
    expect(orderStatus(order(items, packages))).toBe(status);
  });
});

describe('§4 order item statuses the derivation reads', () => {
  it.each<[OrderItemStatus, boolean, boolean]>([
    ['available', false, false],
    ['unavailable', false, true],
    ['cancelled', false, true],
    ['returned', true, false],
  ])('%s: returned %s, cancelled or unavailable %s', (status, returned, cancelled) => {
    expect(isOrderItemReturned(status)).toBe(returned);
    expect(isOrderItemCancelled(status)).toBe(cancelled);
  });
});
