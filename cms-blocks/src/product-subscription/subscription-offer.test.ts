import { describe, expect, it } from 'vitest';
import { isSubscriptionEligible } from '@lumen/domain';
import { fixtureProduct, fixtureProductIds } from '../block-data/block-data.fixtures.ts';
import { deliveriesPerYear, subscribableVariants, subscriptionOffer } from './subscription-offer.ts';

const pack = (cents: number) => ({ price: { withTax: cents } }) as Parameters<typeof subscriptionOffer>[0];

describe('§1 saving subscription: the price per delivery', () => {
  it.for([
    ['24,90 € at 10 %', 2490, 10, { regularCents: 2490, subscriptionCents: 2241, savingCents: 249 }],
    // 12 % of 29,90 is 3,588: the shopper gets the 3,59.
    [
      '29,90 € at 12 %: the saving rounded up to a whole cent',
      2990,
      12,
      { regularCents: 2990, subscriptionCents: 2631, savingCents: 359 },
    ],
    ['599 Kč at 15 %', 59900, 15, { regularCents: 59900, subscriptionCents: 50915, savingCents: 8985 }],
    ['no saving', 2490, 0, { regularCents: 2490, subscriptionCents: 2490, savingCents: 0 }],
  ] as const)('%s', ([, cents, percent, offer]) => {
    expect(subscriptionOffer(pack(cents), percent)).toEqual(offer);
  });

  it.for([-1, 101, 7.5])('refuses a saving of %s %', (percent) => {
    expect(() => subscriptionOffer(pack(2490), percent)).toThrow(RangeError);
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
