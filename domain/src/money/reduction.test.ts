import { describe, expect, it } from 'vitest';
import { getShopByCode } from '../shops/shop-table.ts';
import type { ShopCode } from '../shops/shop-table.ts';
import { formatReductionPercent, reductionPercent } from './reduction.ts';

const nbsp = '\u00A0';

describe('§3/§9 relative reduction', () => {
  it.each([
    [10000, 7500, 25],
    [9999, 7500, 24],
    [10000, 7540, 24],
    [10000, 7460, 25],
    [300, 200, 33],
    [300, 100, 66],
    [100, 0, 100],
    [100, 1, 99],
    [100, 99, 1],
    [1000, 999, 0],
    [100, 100, 0],
    [100, 120, 0],
    [0, 0, 0],
    [0, 100, 0],
  ])('§3 from %i to %i cents is a reduction of %i %% (rounded down)', (original, reduced, percent) => {
    expect(reductionPercent(original, reduced)).toBe(percent);
  });

  it.each([
    [-1, 100, -1],
    [100, -1, -1],
    [100.5, 100, 100.5],
    [100, 99.5, 99.5],
    [Number.NaN, 100, Number.NaN],
  ])('§3 prices %s and %s are a programming error', (original, reduced, culprit) => {
    expect(() => reductionPercent(original, reduced)).toThrow(
      `A price in cents must be a whole number from 0, not ${culprit}`,
    );
  });

  it.each<[ShopCode, number, string]>([
    ['de-de', 25, `-25${nbsp}%`],
    ['de-at', 25, `-25${nbsp}%`],
    ['de-ch', 25, '-25%'],
    ['fr-ch', 25, '-25%'],
    ['it-it', 25, '-25%'],
    ['pl-pl', 25, '-25%'],
    ['cs-cz', 25, `-25${nbsp}%`],
    ['de-de', 100, `-100${nbsp}%`],
    ['de-de', 1, `-1${nbsp}%`],
    ['de-de', 0, `0${nbsp}%`],
  ])('§3 %s shows a reduction of %i %% as %j', (code, percent, text) => {
    expect(formatReductionPercent(percent, getShopByCode(code))).toBe(text);
  });

  it('§3 intlLocaleOverwrite applies to the reduction badge', () => {
    expect(formatReductionPercent(25, { locale: 'de-CH', intlLocaleOverwrite: 'de-DE' })).toBe(`-25${nbsp}%`);
  });

  it.each([-1, 101, 24.5, Number.NaN])('§3 a reduction of %s %% is a programming error', (percent) => {
    expect(() => formatReductionPercent(percent, getShopByCode('de-de'))).toThrow(
      `A reduction is a whole percentage from 0 to 100, not ${percent}`,
    );
  });
});
