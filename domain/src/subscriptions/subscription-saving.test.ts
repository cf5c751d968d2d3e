import { describe, expect, it } from 'vitest';
import { subscriptionPrice, subscriptionSavingPercent } from './subscription-saving.ts';

describe('§1 saving subscription: what a pack costs on it', () => {
  it('saves 10 % in every shop', () => {
    expect(subscriptionSavingPercent).toBe(10);
  });

  it.for([
    [
      '24,90 € at the shops’ saving',
      2490,
      undefined,
      { regularCents: 2490, subscriptionCents: 2241, savingCents: 249 },
    ],
    // 10 % of 19,95 is 1,995: the shopper gets the 2,00.
    [
      '19,95 €: the saving rounded up to a whole cent',
      1995,
      undefined,
      { regularCents: 1995, subscriptionCents: 1795, savingCents: 200 },
    ],
    // 12 % of 29,90 is 3,588: the shopper gets the 3,59.
    ['29,90 € at 12 %', 2990, 12, { regularCents: 2990, subscriptionCents: 2631, savingCents: 359 }],
    ['599 Kč at 15 %', 59900, 15, { regularCents: 59900, subscriptionCents: 50915, savingCents: 8985 }],
    ['no saving', 2490, 0, { regularCents: 2490, subscriptionCents: 2490, savingCents: 0 }],
  ] as const)('%s', ([, cents, percent, price]) => {
    expect(subscriptionPrice(cents, percent)).toEqual(price);
  });

  it.for([-1, 101, 7.5])('refuses a saving of %s %', (percent) => {
    expect(() => subscriptionPrice(2490, percent)).toThrow(RangeError);
  });
});
