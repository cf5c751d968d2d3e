import { markets } from '@lumen/domain';
import type { IsoDate, ShopIdentity } from '@lumen/domain';

/**
 * Today in the shop's market (`2026-11-26`), the day the subscription rules read "after today"
 * against. The route's loader takes it once, so the server's page and the browser's agree.
 */
export function marketToday(shop: ShopIdentity, now: Date = new Date()): IsoDate {
  // en-CA writes a date as ISO 8601 does.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: markets[shop.country].timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
