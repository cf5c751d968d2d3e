import { z } from 'zod';
import { isAttributeTrue } from './product-attributes.ts';
import type { ProductAttributes } from './product-attributes.ts';

/** §3 badges in their §4 priority, highest first: new, sold out, online-only, sustainable, premium. */
export const badgePriority = ['new', 'sold_out', 'online_exclusive', 'sustainable', 'premium'] as const;
export const BadgeSchema = z.enum(badgePriority);
export type Badge = z.infer<typeof BadgeSchema>;

/**
 * The attribute keys that switch on the badges SCAYLE has no field for. The spec names no keys;
 * these are the ones the product data is expected to carry (boolean attributes, §5 true words).
 */
export const badgeAttributeKeys = {
  online_exclusive: 'onlineExclusive',
  sustainable: 'sustainable',
  premium: 'premium',
} as const satisfies Partial<Record<Badge, string>>;

/** What the badge rule reads of a product: SCAYLE's `isNew`, `isSoldOut` and attributes. */
export interface ProductBadgeSource {
  isNew?: boolean | undefined;
  isSoldOut: boolean;
  attributes?: ProductAttributes | null | undefined;
}

/**
 * §4 badge priority: the given badges in priority order, each once, at most `limit` of them
 * (a product card has room for few; the caller says how many).
 */
export function badgesToShow(badges: Iterable<Badge>, limit: number = badgePriority.length): Badge[] {
  if (!Number.isInteger(limit) || limit < 0) {
    throw new RangeError(`Badge limit must be a whole number of at least 0, got ${limit}`);
  }
  const present = new Set(badges);
  return badgePriority.filter((badge) => present.has(badge)).slice(0, limit);
}

/** The badges a product earns, in §4 priority order, at most `limit`. */
export function productBadges(product: ProductBadgeSource, limit?: number): Badge[] {
  const earned: Badge[] = [];
  if (product.isNew === true) earned.push('new');
  if (product.isSoldOut) earned.push('sold_out');
  for (const [badge, key] of Object.entries(badgeAttributeKeys) as [Badge, string][]) {
    if (isAttributeTrue(product.attributes, key)) earned.push(badge);
  }
  return badgesToShow(earned, limit);
}
