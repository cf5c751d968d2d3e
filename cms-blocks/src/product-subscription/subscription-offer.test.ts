import { describe, expect, it } from 'vitest';
import { isSubscriptionEligible } from '@lumen/domain';
import { fixtureProduct, fixtureProductIds } from '../block-data/block-data.fixtures.ts';
import { deliveriesPerYear, subscribableVariants, subscriptionOffer } from './subscription-offer.ts';

const pack = (cents: number) => ({ price: { withTax: cents } }) as Parameters<typeof subscriptionOffer>[0];

describe('§1 saving subscription: the price per delivery', () => {
  // The rounding is the domain's (subscription-saving.test.ts); the block applies the shop's saving, which the basket charges.
  it('applies the shop’s 10 % to the pack price', () => {
    expect(subscriptionOffer(pack(2990))).toEqual({
      regularCents: 2990,
      subscriptionCents: 2691,
      savingCents: 299,
    });
  });

  it.for([
    [1, 12],
    [2, 6],
    [3, 4],
    [6, 2],
  ] as const)('every %i months is %i deliveries a year', ([months, deliveries]) => {
    expect(deliveriesPerYear(months)).toBe(deliveries);
  });
});

describe('§1 saving subscription: which products and packs', () => {
  it.for([
    ['daily lenses', fixtureProductIds.dailyLenses, true],
    ['monthly lenses', fixtureProductIds.monthlyToricLenses, true],
    ['two-week lenses (the catalogue says no)', fixtureProductIds.twoWeekLenses, false],
    ['a frame', fixtureProductIds.kiel, false],
  ] as const)('%s: %s', ([, id, subscribable]) => {
    expect(isSubscriptionEligible(fixtureProduct('de-de', id))).toBe(subscribable);
  });

  it('offers the packs in stock (§4 available)', () => {
    const lenses = fixtureProduct('de-de', fixtureProductIds.dailyLenses);
    expect(subscribableVariants(lenses).map((variant) => variant.id)).toEqual([203141, 203142]);
    const [first, second] = lenses.variants ?? [];
    const soldOutFirst = {
      ...lenses,
      variants: [{ ...first!, stock: { ...first!.stock, quantity: 0 } }, second!],
    };
    expect(subscribableVariants(soldOutFirst).map((variant) => variant.id)).toEqual([203142]);
  });
});
