import { describe, expect, it } from 'vitest';
import { readShopIdHeader } from './shop-id-header.ts';

describe('§7 the x-shop-id header', () => {
  it.each([
    [undefined, 'missing'],
    ['', 'missing'],
    ['  ', 'missing'],
    ['de-de', 'malformed'],
    ['1001.5', 'malformed'],
    ['-1001', 'malformed'],
    ['99999999999', 'malformed'],
    ['42', 'unknown'],
  ] as const)('%j is refused as %s', (value, reason) => {
    expect(readShopIdHeader(value)).toEqual({ ok: false, reason });
  });

  it.each([
    ['1001', 'de-de'],
    [' 1004 ', 'fr-ch'],
    [['1009', '1001'], 'cs-cz'],
  ] as const)('%j selects %s', (value, code) => {
    const result = readShopIdHeader(value as string | string[]);
    expect(result.ok && result.shop.code).toBe(code);
  });
});
