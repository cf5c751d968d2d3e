import type { DeliveryDate } from '../entities/delivery.ts';
import { variantAvailability, type VariantStock } from './variant-availability.ts';

/**
 * Whether a shipment leaves from stock, waits for the supplier (sellable without stock, §4), or
 * is made to the customer's values first (prescription glasses: the lab makes and fits the lenses).
 */
export type ShipmentKind = 'from_stock' | 'backorder' | 'made_to_measure';

/**
 * Business days from the order to the door. From stock the warehouse ships the next day and
 * carriers take one to three days; a backorder waits a week or two for the supplier first, and
 * glasses made to the customer's values a week and a half for the lab. The
 * basket's packages, the order's and the product page's estimate all read this one table.
 */
export const deliveryBusinessDays: Record<ShipmentKind, { min: number; max: number }> = {
  from_stock: { min: 2, max: 4 },
  backorder: { min: 7, max: 14 },
  // The terms promise prescription glasses in 7 to 10 working days.
  made_to_measure: { min: 7, max: 10 },
};

/** The day `days` working days (Monday to Friday, UTC) after `from`. */
export function addBusinessDays(from: Date, days: number): Date {
  const date = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** §3 Delivery: the window a shipment ordered at `from` arrives in, as calendar days. */
export function deliveryWindow(from: Date, kind: ShipmentKind): DeliveryDate {
  const { min, max } = deliveryBusinessDays[kind];
  return { min: isoDay(addBusinessDays(from, min)), max: isoDay(addBusinessDays(from, max)) };
}

/** How a variant ships as the §4 availability tier says; none for a variant that cannot be ordered. */
export function shipmentKindOfVariant(variant: VariantStock): ShipmentKind | undefined {
  switch (variantAvailability(variant).tier) {
    case 'immediately_available':
    case 'available_soon':
      return 'from_stock';
    case 'available_as_soon_as_possible':
      return 'backorder';
    case 'not_available':
      return undefined;
  }
}

/**
 * The product page's delivery estimate of a variant ordered at `now`: from stock (§4 immediately
 * available or available soon) the stock window, sellable without stock the supplier's, and none
 * for a variant that cannot be ordered. The basket's packages use the same windows.
 */
export function variantDeliveryEstimate(variant: VariantStock, now: Date): DeliveryDate | undefined {
  const kind = shipmentKindOfVariant(variant);
  return kind && deliveryWindow(now, kind);
}
