import { markets } from '@lumen/domain';
import type { ShopIdentity } from '@lumen/domain';

/**
 * A day as the shop's locale writes it ("26. November 2026", "26 listopada 2026"), in the market's
 * time zone: the server and the browser write the same day, wherever either runs.
 */
export function formatShopDate(value: string, shop: ShopIdentity): string {
  return new Intl.DateTimeFormat(shop.locale, {
    dateStyle: 'long',
    timeZone: markets[shop.country].timeZone,
  }).format(new Date(value));
}
