import type { ShopCode, ShopIdentity } from '@lumen/domain';
import type { Queryable } from '../db/db.ts';
import { findShopSettings } from './shop-settings-repository.ts';
import type { ShopSettings } from './shop-settings.ts';

/** What a deployment's environment sets over the shops' settings rows. */
export interface ShopSettingsOverrides {
  /** ONLINE_SHOP_DISABLED: shops whose online shop is off, whatever their row says (§6). */
  onlineShopDisabled: readonly ShopCode[];
}

/**
 * A shop's settings as this deployment runs it. A switched-off online shop turns off the §3
 * `onlineShop` feature flag too: content blocks read the flag, route guards the setting, and the
 * two must not disagree.
 */
function applyShopSettingsOverrides(settings: ShopSettings, overrides: ShopSettingsOverrides): ShopSettings {
  if (!overrides.onlineShopDisabled.includes(settings.code)) return settings;
  return {
    ...settings,
    onlineShopEnabled: false,
    featureFlags: { ...settings.featureFlags, onlineShop: false },
  };
}

/** The shop's settings row with the deployment's overrides applied. */
export async function loadShopSettings(
  db: Queryable,
  shop: ShopIdentity,
  overrides: ShopSettingsOverrides,
): Promise<ShopSettings> {
  const settings = await findShopSettings(db, shop.shopId);
  // Every shop of the shop table is seeded at start; a missing row is a broken deployment.
  if (!settings) throw new Error(`Shop ${shop.code} (${shop.shopId}) has no shop_settings row`);
  return applyShopSettingsOverrides(settings, overrides);
}
