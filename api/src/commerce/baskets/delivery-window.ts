import type { DeliveryDate } from '@lumen/domain';

/** Whether a shipment leaves from stock or waits for the supplier (sellable without stock, §4). */
export type ShipmentKind = 'from_stock' | 'backorder';

/**
 * Business days from the order to the door. From stock the warehouse ships the next day and
 * carriers take one to three days; a backorder waits a week or two for the supplier first.
 */
export const deliveryBusinessDays: Record<ShipmentKind, { min: number; max: number }> = {
  from_stock: { min: 2, max: 4 },
  backorder: { min: 7, max: 14 },
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
