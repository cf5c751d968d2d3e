/**
 * What the saving subscription saves (§1 "Spar-Abo"). The spec names the saving but gives no
 * figure; 10 % off every pack of every delivery is what opticians' lens subscriptions in these
 * markets commonly give, and one figure for all shops keeps the promise the same wherever it is
 * read (the lens page, the CMS block, the basket, the order).
 */
export const subscriptionSavingPercent = 10;

/** One pack's prices, in cents, bought once and on the subscription. */
export interface SubscriptionPrice {
  /** What a pack costs without the subscription. */
  readonly regularCents: number;
  /** What it costs on the subscription. */
  readonly subscriptionCents: number;
  /** The difference, per pack. */
  readonly savingCents: number;
}

/**
 * `savingPercent` off a price, rounded to a whole cent in the shopper's favour: the basket prices
 * a subscribed line with it, so the page that promises the saving shows the same cents.
 */
export function subscriptionPrice(
  regularCents: number,
  savingPercent: number = subscriptionSavingPercent,
): SubscriptionPrice {
  if (!Number.isInteger(savingPercent) || savingPercent < 0 || savingPercent > 100) {
    throw new RangeError(`A saving is a whole percentage from 0 to 100, not ${savingPercent}`);
  }
  const savingCents = Math.ceil((regularCents * savingPercent) / 100);
  return { regularCents, subscriptionCents: regularCents - savingCents, savingCents };
}
