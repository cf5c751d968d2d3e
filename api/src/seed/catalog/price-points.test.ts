import { describe, expect, it } from 'vitest';
import { pricesInAllCurrencies } from './price-points.ts';

describe('§3 prices in cents in every currency, at price points each market is used to', () => {
  it.each([
    // 129,00 € / 139.00 CHF / 549,00 zł / 3 290 Kč
    [12_900, { EUR: 12_900, CHF: 13_900, PLN: 54_900, CZK: 329_000 }],
    [5_900, { EUR: 5_900, CHF: 6_490, PLN: 24_900, CZK: 149_000 }],
    [24_900, { EUR: 24_900, CHF: 26_900, PLN: 104_900, CZK: 629_000 }],
    // Small prices end in .95, .90, .99 and 9 Kč.
    [2_295, { EUR: 2_295, CHF: 2_490, PLN: 9_799, CZK: 57_900 }],
    [495, { EUR: 495, CHF: 590, PLN: 2_099, CZK: 12_900 }],
    // An odd euro price moves to its price point first.
    [3_900, { EUR: 3_895, CHF: 4_190, PLN: 14_900, CZK: 97_900 }],
  ])('%i euro cents', (euroCents, expected) => {
    expect(pricesInAllCurrencies(euroCents)).toEqual(expected);
  });

  it('never lowers a price that rises in euros', () => {
    let previous = pricesInAllCurrencies(100);
    for (let euroCents = 150; euroCents <= 100_000; euroCents += 50) {
      const next = pricesInAllCurrencies(euroCents);
      for (const currency of ['EUR', 'CHF', 'PLN', 'CZK'] as const) {
        expect(next[currency], `${euroCents} ${currency}`).toBeGreaterThanOrEqual(previous[currency]);
      }
      previous = next;
    }
  });
});
