/**
 * The delivery windows of baskets and orders: the domain's rule (`deliveryWindow`), which the
 * product page's delivery estimate reads too, so the page and the basket promise the same days.
 */
export { deliveryWindow } from '@lumen/domain';
export type { ShipmentKind } from '@lumen/domain';
