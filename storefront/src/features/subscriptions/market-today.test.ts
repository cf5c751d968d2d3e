import { describe, expect, it } from 'vitest';
import { getShopByCode } from '@lumen/domain';
import { marketToday } from './market-today.ts';

describe('today in the shop’s market', () => {
  it.each([
    ['before midnight in Warsaw', 'pl-pl', '2026-11-26T22:59:00Z', '2026-11-26'],
    ['after midnight in Warsaw, still the day before in UTC', 'pl-pl', '2026-11-26T23:01:00Z', '2026-11-27'],
    ['Zurich in summer time', 'de-ch', '2026-07-31T22:30:00Z', '2026-08-01'],
    ['the last day of the year in Prague', 'cs-cz', '2026-12-31T12:00:00Z', '2026-12-31'],
  ] as const)('%s', (_case, code, instant, day) => {
    expect(marketToday(getShopByCode(code), new Date(instant))).toBe(day);
  });
});
