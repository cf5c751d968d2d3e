import type { DeliveryDate } from '../entities/delivery.ts';
import type { AppliedFee, Order, OrderItem } from '../entities/order.ts';

/** Pieces of one kind in an order: the same variant at the same price with the same configuration. */
export interface OrderLine {
  key: string;
  /** The first of the pieces, which speaks for all. */
  item: OrderItem;
  quantity: number;
  /** What the pieces cost together. */
  cents: number;
}

/**
 * An order's items as lines a shopper recognises from the basket: the backend keeps one item per
 * piece (§3), so three boxes of the same lenses are one line of three. Pieces with other prices or
 * another configuration (one frame per prescription) stay lines of their own. Order of first piece.
 */
export function orderLines(order: Order): OrderLine[] {
  const lines = new Map<string, OrderLine>();
  for (const item of order.items) {
    const key = [item.variant.id, item.price.withTax, JSON.stringify(item.customData ?? {})].join('|');
    const line = lines.get(key);
    if (line) {
      line.quantity += 1;
      line.cents += item.price.withTax;
    } else {
      lines.set(key, { key: String(item.id), item, quantity: 1, cents: item.price.withTax });
    }
  }
  return [...lines.values()];
}

/** When the whole order is expected: from its first package's earliest day to its last one's latest. */
export function orderDeliveryWindow(order: Order): DeliveryDate | undefined {
  const windows = order.packages.map((pack) => pack.deliveryDate);
  const [first] = windows;
  if (!first) return undefined;
  return windows.reduce(
    (whole, window) => ({
      min: Date.parse(window.min) < Date.parse(whole.min) ? window.min : whole.min,
      max: Date.parse(window.max) > Date.parse(whole.max) ? window.max : whole.max,
    }),
    first,
  );
}

/** What the order's pieces cost together, after their reductions (the order's cost without its fees). */
export function itemsCents(order: Order): number {
  return order.items.reduce((sum, item) => sum + item.price.withTax, 0);
}

/** The order's fees of one kind (§3 appliedFees): delivery, or the payment method's; 0 without any. */
export function feeCents(order: Order, category: AppliedFee['category']): number {
  return order.cost.appliedFees
    .filter((fee) => fee.category === category)
    .reduce((sum, fee) => sum + fee.amount.withTax, 0);
}
