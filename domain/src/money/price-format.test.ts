import { describe, expect, it } from 'vitest';
import { getShopByCode } from '../shops/shop-table.ts';
import type { ShopCode } from '../shops/shop-table.ts';
import { defaultCurrency, formatPrice, intlLocaleOf, priceFractionDigits } from './price-format.ts';

// Intl (ICU 78, CLDR 48 in Node 24) separates with these; written out so a reader sees them.
const nbsp = '\u00A0';
const apostrophe = "'";

describe('§9 prices shown with 2 decimals in the shop currency', () => {
  it('§9 default currency EUR, 2 decimals', () => {
    expect(defaultCurrency).toBe('EUR');
    expect(priceFractionDigits).toBe(2);
  });

  it.each<[ShopCode, number, string]>([
    ['de-de', 123456, `1.234,56${nbsp}€`],
    ['de-de', 1999, `19,99${nbsp}€`],
    ['de-de', 0, `0,00${nbsp}€`],
    ['de-de', -0, `0,00${nbsp}€`],
    ['de-de', 5, `0,05${nbsp}€`],
    ['de-de', 100, `1,00${nbsp}€`],
    ['de-de', -500, `-5,00${nbsp}€`],
    ['de-de', 100000000, `1.000.000,00${nbsp}€`],
    ['de-at', 123456, `€${nbsp}1.234,56`],
    ['de-at', -500, `-€${nbsp}5,00`],
    ['de-ch', 123456, `CHF${nbsp}1${apostrophe}234.56`],
    ['de-ch', 1999, `CHF${nbsp}19.99`],
    ['de-ch', -500, 'CHF-5.00'],
    ['de-ch', 100000000, `CHF${nbsp}1${apostrophe}000${apostrophe}000.00`],
    ['fr-ch', 123456, `1${apostrophe}234.56${nbsp}CHF`],
    ['fr-ch', 1999, `19.99${nbsp}CHF`],
    ['fr-ch', -500, `-5.00${nbsp}CHF`],
    // CLDR groups four-digit amounts in it-CH, it-IT and pl-PL only from five digits on.
    ['it-ch', 123456, `CHF${nbsp}1234.56`],
    ['it-ch', 100000000, `CHF${nbsp}1${apostrophe}000${apostrophe}000.00`],
    ['it-it', 123456, `1234,56${nbsp}€`],
    ['it-it', 100000000, `1.000.000,00${nbsp}€`],
    ['de-it', 123456, `1.234,56${nbsp}€`],
    ['pl-pl', 123456, `1234,56${nbsp}zł`],
    ['pl-pl', 1999, `19,99${nbsp}zł`],
    ['pl-pl', 100000000, `1${nbsp}000${nbsp}000,00${nbsp}zł`],
    ['cs-cz', 123456, `1${nbsp}234,56${nbsp}Kč`],
    ['cs-cz', 1999, `19,99${nbsp}Kč`],
    ['cs-cz', -500, `-5,00${nbsp}Kč`],
  ])('§9 %s shows %i cents as %j', (code, cents, text) => {
    expect(formatPrice(cents, getShopByCode(code))).toBe(text);
  });

  it('§9 the Polish and Czech signs are ł (U+0142) and č (U+010D)', () => {
    expect(formatPrice(1999, getShopByCode('pl-pl')).endsWith('z\u0142')).toBe(true);
    expect(formatPrice(1999, getShopByCode('cs-cz')).endsWith('K\u010D')).toBe(true);
  });

  it.each([
    [{ locale: 'de-IT', currency: 'EUR', intlLocaleOverwrite: 'it-IT' }, `1234,56${nbsp}€`],
    [{ locale: 'de-CH', currency: 'CHF', intlLocaleOverwrite: 'de-DE' }, `1.234,56${nbsp}CHF`],
    [{ locale: 'de-DE', currency: 'EUR', intlLocaleOverwrite: ' de-AT ' }, `€${nbsp}1.234,56`],
    [{ locale: 'de-DE', currency: 'EUR', intlLocaleOverwrite: null }, `1.234,56${nbsp}€`],
    [{ locale: 'de-DE', currency: 'EUR', intlLocaleOverwrite: '' }, `1.234,56${nbsp}€`],
    [{ locale: 'de-DE', currency: 'EUR', intlLocaleOverwrite: '  ' }, `1.234,56${nbsp}€`],
    [{ locale: 'de-DE', currency: 'EUR' }, `1.234,56${nbsp}€`],
  ] as const)('§3 intlLocaleOverwrite: %j formats 123456 cents as %j', (shop, text) => {
    expect(formatPrice(123456, shop)).toBe(text);
  });

  it.each([
    [{ locale: 'de-DE', intlLocaleOverwrite: 'de-AT' }, 'de-AT'],
    [{ locale: 'de-DE', intlLocaleOverwrite: ' de-AT ' }, 'de-AT'],
    [{ locale: 'de-DE', intlLocaleOverwrite: null }, 'de-DE'],
    [{ locale: 'de-DE', intlLocaleOverwrite: '' }, 'de-DE'],
    [{ locale: 'de-DE' }, 'de-DE'],
  ])('§3 %j formats in %s', (shop, locale) => {
    expect(intlLocaleOf(shop)).toBe(locale);
  });

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])(
    '§9 %s cents is a programming error',
    (cents) => {
      expect(() => formatPrice(cents, getShopByCode('de-de'))).toThrow(
        `A price in cents must be a whole number, not ${cents}`,
      );
    },
  );

  it.each([
    [{ locale: 'de-DE' }, `1.234,56${nbsp}€`],
    [{ locale: 'de-DE', currency: null }, `1.234,56${nbsp}€`],
    [{ locale: 'de-AT', currency: undefined }, `€${nbsp}1.234,56`],
    [{ locale: 'pl-PL', currency: 'PLN' }, `1234,56${nbsp}zł`],
  ] as const)('§9 default currency: %j formats 123456 cents as %j', (shop, text) => {
    expect(formatPrice(123456, shop)).toBe(text);
  });

  it.each([
    [{ locale: 'cs-CZ', currency: 'CZK', currencyFractionDigits: 0 }, 123456, `1${nbsp}235${nbsp}Kč`],
    [{ locale: 'cs-CZ', currency: 'CZK', currencyFractionDigits: 2 }, 123456, `1${nbsp}234,56${nbsp}Kč`],
    [{ locale: 'de-DE', currency: 'EUR', currencyFractionDigits: 3 }, 123456, `1.234,560${nbsp}€`],
    [{ locale: 'de-DE', currency: 'EUR', currencyFractionDigits: null }, 123456, `1.234,56${nbsp}€`],
    [{ ...getShopByCode('cs-cz') }, 123456, `1${nbsp}234,56${nbsp}Kč`],
  ] as const)('§3 currencyFractionDigits: %j formats %i cents as %j', (shop, cents, text) => {
    expect(formatPrice(cents, shop)).toBe(text);
  });

  it('§3 an unusable intlLocaleOverwrite is a programming error', () => {
    expect(() =>
      formatPrice(100, { locale: 'de-DE', currency: 'EUR', intlLocaleOverwrite: 'not a locale' }),
    ).toThrow(RangeError);
  });
});
