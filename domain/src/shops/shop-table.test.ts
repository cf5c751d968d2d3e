import { describe, expect, it } from 'vitest';
import { findShopByCode, findShopById, marketSiblings, markets, shops } from './shop-table.ts';

describe('§1 the nine shops', () => {
  it.each([
    ['de-de', 'de-DE', 'DE', 'EUR'],
    ['de-at', 'de-AT', 'AT', 'EUR'],
    ['de-ch', 'de-CH', 'CH', 'CHF'],
    ['fr-ch', 'fr-CH', 'CH', 'CHF'],
    ['it-ch', 'it-CH', 'CH', 'CHF'],
    ['it-it', 'it-IT', 'IT', 'EUR'],
    ['de-it', 'de-IT', 'IT', 'EUR'],
    ['pl-pl', 'pl-PL', 'PL', 'PLN'],
    ['cs-cz', 'cs-CZ', 'CZ', 'CZK'],
  ])('%s has locale %s in market %s paying %s', (code, locale, country, currency) => {
    const shop = findShopByCode(code);
    expect(shop).toMatchObject({ code, locale, country, currency, currencyFractionDigits: 2 });
  });

  it('has nine shops with distinct stable ids', () => {
    expect(shops).toHaveLength(9);
    expect(new Set(shops.map((shop) => shop.shopId)).size).toBe(9);
    for (const shop of shops) expect(findShopById(shop.shopId)).toBe(shop);
  });

  it('covers the six markets with their three-letter codes (DE-DEU, AT-AUT, CH-CHE, PL-POL, CZ-CZE, IT)', () => {
    expect(new Set(shops.map((shop) => shop.country))).toEqual(new Set(Object.keys(markets)));
    expect(Object.entries(markets).map(([two, market]) => `${two}-${market.alpha3}`)).toEqual([
      'DE-DEU',
      'AT-AUT',
      'CH-CHE',
      'IT-ITA',
      'PL-POL',
      'CZ-CZE',
    ]);
  });

  it.each([
    ['de-ch', ['de-ch', 'fr-ch', 'it-ch']],
    ['fr-ch', ['de-ch', 'fr-ch', 'it-ch']],
    ['it-it', ['it-it', 'de-it']],
    ['de-de', ['de-de']],
    ['cs-cz', ['cs-cz']],
  ])('§3 Shop.languages: %s shares its market with %j', (code, siblings) => {
    const shop = findShopByCode(code);
    if (!shop) throw new Error(`no shop ${code}`);
    expect(marketSiblings(shop).map((sibling) => sibling.code)).toEqual(siblings);
  });

  it('finds no shop for an unknown id or code', () => {
    expect(findShopById(42)).toBeUndefined();
    expect(findShopByCode('en-gb')).toBeUndefined();
  });
});
