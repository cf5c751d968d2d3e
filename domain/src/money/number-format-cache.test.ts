import { describe, expect, it } from 'vitest';
import { cachedNumberFormat } from './number-format-cache.ts';

describe('§9 number formats are built once', () => {
  it('§9 the same locale and options share one formatter', () => {
    const options = { style: 'currency', currency: 'EUR' } as const;
    const first = cachedNumberFormat('de-DE', options);
    expect(cachedNumberFormat('de-DE', { ...options })).toBe(first);
    expect(first.resolvedOptions()).toMatchObject({ locale: 'de-DE', currency: 'EUR' });
  });

  it.each([
    ['de-AT', { style: 'currency', currency: 'EUR' }],
    ['de-DE', { style: 'currency', currency: 'CHF' }],
    ['de-DE', { style: 'percent' }],
  ] as const)('§9 %s with %j gets its own formatter', (locale, options) => {
    const own = cachedNumberFormat(locale, options);
    expect(own).not.toBe(cachedNumberFormat('de-DE', { style: 'currency', currency: 'EUR' }));
    expect(own.resolvedOptions()).toMatchObject({ locale, ...options });
  });
});
