import { markets } from '@lumen/domain';
import type { ShopIdentity } from '@lumen/domain';

const zoneOf = (shop: ShopIdentity) => markets[shop.country].timeZone;

/**
 * A day as the shop's locale writes it ("26. November 2026", "26 listopada 2026"), in the market's
 * time zone: the server and the browser write the same day, wherever either runs.
 */
export function formatShopDate(value: string, shop: ShopIdentity): string {
  return new Intl.DateTimeFormat(shop.locale, { dateStyle: 'long', timeZone: zoneOf(shop) }).format(
    new Date(value),
  );
}

/**
 * A day with its weekday and the time, as an appointment is told ("Donnerstag, 26. November 2026,
 * 14:30"). Day and time are written apart and joined here: ICU versions join them differently
 * ("um", "à", ","), and the server's page must read as the browser's.
 */
export function formatShopDateTime(value: string, shop: ShopIdentity): string {
  const instant = new Date(value);
  const timeZone = zoneOf(shop);
  const day = new Intl.DateTimeFormat(shop.locale, { dateStyle: 'full', timeZone }).format(instant);
  const time = new Intl.DateTimeFormat(shop.locale, { timeStyle: 'short', timeZone }).format(instant);
  return `${day}, ${time}`.replace(/\u202f/g, '\u00a0');
}
