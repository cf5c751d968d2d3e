import type { RFC33339Date } from '@scayle/storefront-api';

/**
 * A stored timestamp (an ISO string in UTC, as the catalogue loader reads it) as the SDK types
 * wire dates: RFC 3339 strings under a brand that only a cast can give.
 */
export function wireTimestamp(iso: string): RFC33339Date {
  return iso as RFC33339Date;
}
