import { describe, expect, it } from 'vitest';
import { currencySignOf, formatNumber } from './number-format.ts';

describe('§9 numbers in the shop’s Intl locale', () => {
  it.each([
    [{ locale: 'de-DE' }, 1052, '1.052'],
    [{ locale: 'fr-CH', intlLocaleOverwrite: 'de-CH' }, 1052, "1'052"],
    [{ locale: 'it-CH', intlLocaleOverwrite: 'de-CH' }, 12_345, "12'345"],
    [{ locale: 'de-IT', intlLocaleOverwrite: 'it-IT' }, 12_345, '12.345'],
    [{ locale: 'cs-CZ', intlLocaleOverwrite: null }, 12_345, '12\u00a0345'],
  ])('%j writes %i as %s', (shop, value, text) => {
    expect(formatNumber(value, shop)).toBe(text);
  });

  it('takes options: a VAT rate with up to two decimals', () => {
    expect(
      formatNumber(7.7, { locale: 'fr-CH', intlLocaleOverwrite: 'de-CH' }, { maximumFractionDigits: 2 }),
    ).toBe('7.7');
    expect(formatNumber(19, { locale: 'de-DE' }, { maximumFractionDigits: 2 })).toBe('19');
  });

  it.each([
    [{ locale: 'de-DE', currency: 'EUR' as const }, '€'],
    [{ locale: 'fr-CH', intlLocaleOverwrite: 'de-CH', currency: 'CHF' as const }, 'CHF'],
    [{ locale: 'pl-PL', currency: 'PLN' as const }, 'zł'],
    [{ locale: 'cs-CZ', currency: 'CZK' as const }, 'Kč'],
  ])('%j writes its currency as %s', (shop, sign) => {
    expect(currencySignOf(shop)).toBe(sign);
  });
});
