import { isRopoAvailable } from '@lumen/domain';
import type { Branch, RopoConfig, ShopIdentity } from '@lumen/domain';
import type { Queryable } from '../db/db.ts';
import { findShopSettings } from '../shops/shop-settings-repository.ts';

/** The shop's ROPO settings (`customData.ropo` of its shop_settings row, §3). */
export async function ropoConfigOf(q: Queryable, shop: ShopIdentity): Promise<RopoConfig> {
  const settings = await findShopSettings(q, shop.shopId);
  // Every shop of the shop table is seeded at start; a missing row is a broken deployment.
  if (!settings) throw new Error(`Shop ${shop.code} (${shop.shopId}) has no shop_settings row`);
  return settings.customData.ropo;
}

/**
 * §4: whether the shop offers ROPO at all. The eligibility flag (cookie and state) is the page's
 * half of the rule; the server checks the shop's half, so it passes the flag as given.
 */
export function isRopoOffered(config: RopoConfig): boolean {
  return isRopoAvailable({ cookie: true, state: true }, config);
}

/** A branch takes reservations when it says so and the shop lists it among its supported stores. */
export function takesReservations(branch: Pick<Branch, 'id' | 'ropo'>, config: RopoConfig): boolean {
  return isRopoOffered(config) && branch.ropo && config.supportedStores.includes(branch.id);
}
