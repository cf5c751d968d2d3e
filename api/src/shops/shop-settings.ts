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
  /** §7 the partner's benefits portal on the confirmation page (https), or null for none. */
  benefitsPortalUrl: string | null;
  deliveryEstimatesProductType: string;
  intlLocaleOverwrite: string | null;
  featureFlags: ShopFeatureFlags;
  customData: ShopCustomData;
}
