import type { ShopCode, ShopCustomData, ShopFeatureFlags } from '@lumen/domain';

/** What operations set per shop, one row of `shop_settings`. */
export interface ShopSettings {
  shopId: number;
  code: ShopCode;
  googleTagId: string | null;
  /** Null keeps cookies on the shop's own host. */
  cookieDomain: string | null;
  cmsBaseFolder: string;
  onlineShopEnabled: boolean;
  orderReturnPortal: { portal: 'DEFAULT' | 'SEVEN_SENDERS'; domain: string };
  deliveryEstimatesProductType: string;
  intlLocaleOverwrite: string | null;
  featureFlags: ShopFeatureFlags;
  customData: ShopCustomData;
}
