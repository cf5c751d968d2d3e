import { hostnameOf, languageLabels, marketSiblings } from '@lumen/domain';
import type { Shop, ShopDomains, ShopIdentity } from '@lumen/domain';
import type { ShopSettings } from './shop-settings.ts';

/**
 * The Shop entity of §3 as getShopConfiguration answers it (§7): identity from the domain's shop
 * table, hosts from the deployment's domain map, the rest from the shop's settings row.
 * The shop's languages are its market siblings (the Swiss shop in German, French and Italian).
 */
export function toShopConfiguration(
  identity: ShopIdentity,
  settings: ShopSettings,
  domains: ShopDomains,
): Shop {
  return {
    shopId: identity.shopId,
    locale: identity.locale,
    currency: identity.currency,
    currencyFractionDigits: identity.currencyFractionDigits,
    intlLocaleOverwrite: settings.intlLocaleOverwrite,
    domain: domains[identity.code],
    googleTagId: settings.googleTagId,
    // Cookies need a host without port; a host-only cookie is what a single-host deployment wants.
    cookieDomain: settings.cookieDomain ?? hostnameOf(domains[identity.code]),
    cmsBaseFolder: settings.cmsBaseFolder,
    languages: marketSiblings(identity).map((sibling) => ({
      code: sibling.language,
      label: languageLabels[sibling.language],
      domain: domains[sibling.code],
    })),
    onlineShopEnabled: settings.onlineShopEnabled,
    orderReturnPortal: settings.orderReturnPortal,
    benefitsPortalUrl: settings.benefitsPortalUrl,
    deliveryEstimatesProductType: settings.deliveryEstimatesProductType,
    featureFlags: settings.featureFlags,
    customData: settings.customData,
  };
}
