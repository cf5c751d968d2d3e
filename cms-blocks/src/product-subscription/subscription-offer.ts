import { isVariantAvailable, type Product, type SubscriptionInterval, type Variant } from '@lumen/domain';

/*
 * The saving subscription's price (§1 "Spar-Abo"). The domain's subscriptions module has the
 * intervals and the schedule but no price rule yet, so the offer is computed here from the saving
 * the editor promises, rounded the way the api rounds its reductions: a whole cent in the
 * shopper's favour. Move it to domain/src/subscriptions once the basket prices subscriptions.
 */

/** The packs a shopper can subscribe to: the variants in stock or sellable without it (§4). */
export function subscribableVariants(product: Product): Variant[] {
  return (product.variants ?? []).filter(isVariantAvailable);
}

/** One delivery's prices, in cents, for one pack. */
export type SubscriptionOffer = {
  /** What a pack costs without the subscription. */
  readonly regularCents: number;
  /** What it costs on the subscription. */
  readonly subscriptionCents: number;
  /** The difference, per delivery. */
  readonly savingCents: number;
};

/** `savingPercent` off a pack's price, rounded to a whole cent in the shopper's favour. */
export function subscriptionOffer(variant: Pick<Variant, 'price'>, savingPercent: number): SubscriptionOffer {
  if (!Number.isInteger(savingPercent) || savingPercent < 0 || savingPercent > 100) {
    throw new RangeError(`A saving is a whole percentage from 0 to 100, not ${savingPercent}`);
  }
  const regularCents = variant.price.withTax;
  const savingCents = Math.ceil((regularCents * savingPercent) / 100);
  return { regularCents, subscriptionCents: regularCents - savingCents, savingCents };
}

/** How often a year lenses come at an interval: monthly 12, every two months 6, quarterly 4, half-yearly 2. */
export function deliveriesPerYear(intervalMonths: SubscriptionInterval): number {
  return 12 / intervalMonths;
}
