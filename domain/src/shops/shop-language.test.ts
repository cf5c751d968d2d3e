import { describe, expect, it } from 'vitest';
import { findShopLanguage, isShopLanguage, isValidTagManagerId, shortLanguageCode } from './shop-language.ts';
import type { ShopLanguage } from './shop-schema.ts';

const swissLanguages: ShopLanguage[] = [
  { code: 'de', label: 'Deutsch', domain: 'de-ch.localhost:3000' },
  { code: 'fr', label: 'Français', domain: 'fr-ch.localhost:3000' },
  { code: 'it', label: 'Italiano', domain: 'it-ch.localhost:3000' },
];

describe('§5 a selected language must be a shop language', () => {
  it.each([
    ['fr-CH', 'fr'],
    ['fr', 'fr'],
    ['FR_ch', 'fr'],
    [' de-DE ', 'de'],
    ['zh-Hant-TW', 'zh'],
    ['', ''],
    ['-CH', ''],
  ])('§5 the short code of %j is %j', (tag, code) => {
    expect(shortLanguageCode(tag)).toBe(code);
  });

  it.each([
    ['fr', 'fr'],
    ['fr-CH', 'fr'],
    ['fr-FR', 'fr'],
    ['IT-ch', 'it'],
    ['de_CH', 'de'],
    ['pl', undefined],
    ['cs-CZ', undefined],
    ['en', undefined],
    ['', undefined],
    ['-CH', undefined],
    ['f', undefined],
    ['fra', undefined],
  ])('§5 the Swiss shop selecting %j gets the language %j', (selected, code) => {
    expect(findShopLanguage(swissLanguages, selected)?.code).toBe(code);
    expect(isShopLanguage(swissLanguages, selected)).toBe(code !== undefined);
  });

  it('§5 shop language codes are compared by short code too', () => {
    const regional = [{ code: 'de-CH' }, { code: 'fr-CH' }];
    expect(findShopLanguage(regional, 'fr')).toBe(regional[1]);
    expect(findShopLanguage([{ code: '' }], '')).toBeUndefined();
  });

  it('§5 a shop without languages offers none', () => {
    expect(isShopLanguage([], 'de')).toBe(false);
  });
});

describe('§5 tag manager id', () => {
  it.each([
    ['GTM-LUMEN4', true],
    ['GTM-K2X9ABC', true],
    ['G-9X2B7QW1', true],
    ['G-A', true],
    ['GTM-', false],
    ['G-', false],
    ['gtm-LUMEN4', false],
    ['GTM-lumen4', false],
    ['GA-123456', false],
    ['UA-123456-1', false],
    ['GTM-ABC-1', false],
    [' GTM-LUMEN4', false],
    ['GTM-LUMEN4 ', false],
    ['XGTM-LUMEN4', false],
    ['', false],
    [null, false],
    [undefined, false],
    [42, false],
  ])('§5 %j is a valid tag manager id: %s', (value, valid) => {
    expect(isValidTagManagerId(value)).toBe(valid);
  });
});
