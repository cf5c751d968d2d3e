import type { IsoDate, ShopIdentity } from '@lumen/domain';
import { localDateOf, marketTimeZone } from '../shop-time/local-time.ts';

/** Today in the shop's market: the day a customer's "in the past" and "after today" are read against. */
export function shopToday(shop: ShopIdentity, now: Date = new Date()): IsoDate {
  return localDateOf(now, marketTimeZone(shop.country));
}
