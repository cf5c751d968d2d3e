import { isVariantAvailable, subscriptionPrice } from '@lumen/domain';
import type { Product, SubscriptionInterval, SubscriptionPrice, Variant } from '@lumen/domain';

/*
 * The saving subscription's price (§1 "Spar-Abo") for one pack, by the domain's rule, which the
 * basket prices subscribed lenses with.
 */

/** The packs a shopper can subscribe to: the variants in stock or sellable without it (§4). */
export function subscribableVariants(product: Product): Variant[] {
  return (product.variants ?? []).filter(isVariantAvailable);
}

/** One delivery's prices, in cents, for one pack. */
export type SubscriptionOffer = SubscriptionPrice;

/** The shop's saving off a pack's price, rounded to a whole cent in the shopper's favour. */
export function subscriptionOffer(variant: Pick<Variant, 'price'>): SubscriptionOffer {
  return subscriptionPrice(variant.price.withTax);
}

/** How often a year lenses come at an interval: monthly 12, every two months 6, quarterly 4, half-yearly 2. */
export function deliveriesPerYear(intervalMonths: SubscriptionInterval): number {
  return 12 / intervalMonths;
}
