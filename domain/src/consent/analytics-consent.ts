/** §9 consent groups of the consent manager. */
export const consentGroups = {
  statistics: 'C0002',
  marketing: 'C0004',
} as const;
export type ConsentGroupId = (typeof consentGroups)[keyof typeof consentGroups];

/** What the consent manager knows about the shopper's choice, read in the browser. */
export interface ConsentState {
  /** The shopper closed the consent banner. */
  bannerClosed: boolean;
  /** A stored choice exists (from an earlier visit), even if the banner was not closed now. */
  hasChoice: boolean;
  /** Consent group ids granted, e.g. `['C0001', 'C0002']`. */
  activeGroups: readonly string[];
  /** Vendor ids granted one by one, outside their groups. */
  consentedVendors?: readonly string[];
}

/**
 * Reads the consent manager's list of granted groups, written `,C0001,C0002,` (empty entries and
 * surrounding spaces ignored). A missing list grants nothing.
 */
export function parseActiveConsentGroups(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((group) => group.trim())
    .filter((group) => group !== '');
}

/**
 * §4: analytics may report only once the shopper has decided (the banner was closed or a choice
 * exists) and has granted statistics (C0002) or, for a vendor with its own consent, that vendor.
 */
export function mayReportAnalytics(consent: ConsentState, vendorId?: string): boolean {
  if (!consent.bannerClosed && !consent.hasChoice) return false;
  if (consent.activeGroups.includes(consentGroups.statistics)) return true;
  return consent.consentedVendors?.some((vendor) => vendor === vendorId) ?? false;
}
