import { describe, expect, it } from 'vitest';
import { regulationKey, regulationKeys } from './regulation.ts';

describe('§9 regulation key', () => {
  it('§9 regulation keys GDPR and DSGLPD', () => {
    expect(regulationKeys).toEqual(['GDPR', 'DSGLPD']);
  });

  it.each([
    ['DE', 'GDPR'],
    ['AT', 'GDPR'],
    ['CH', 'DSGLPD'],
    ['IT', 'GDPR'],
    ['PL', 'GDPR'],
    ['CZ', 'GDPR'],
  ] as const)('§9 %s uses %s', (country, key) => {
    expect(regulationKey(country)).toBe(key);
  });
});
