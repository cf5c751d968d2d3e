import { describe, expect, it } from 'vitest';
import { markets } from '../shops/shop-table.ts';
import type { CountryCode } from '../shops/shop-table.ts';
import { hasStatutoryWithdrawalRight } from './withdrawal-right.ts';

describe('the statutory right of withdrawal per market (EU yes, Switzerland no)', () => {
  it.each((Object.keys(markets) as CountryCode[]).map((country) => [country, country !== 'CH'] as const))(
    '%s → %s',
    (country, right) => {
      expect(hasStatutoryWithdrawalRight(country)).toBe(right);
    },
  );
});
