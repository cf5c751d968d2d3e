/** §4 ROPO eligibility: a cookie and the app state both say the shopper may use ROPO. */
export interface RopoEligibility {
  cookie: boolean;
  state: boolean;
}

/** What the availability rule reads of the shop's `customData.ropo` (§3). */
export interface RopoShopConfig {
  enabled: boolean;
  maxNumberOfArticles: number;
  supportedStores: readonly string[];
}

/**
 * §4: ROPO is available only when the eligibility flag is set (cookie and state both true) and the
 * shop enables it with a maximum above 0 and at least one supported store.
 */
export function isRopoAvailable(
  eligibility: RopoEligibility,
  config: RopoShopConfig | null | undefined,
): boolean {
  if (!eligibility.cookie || !eligibility.state || !config) return false;
  return config.enabled && config.maxNumberOfArticles > 0 && config.supportedStores.length > 0;
}
