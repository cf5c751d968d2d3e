import { describe, expect, it } from 'vitest';
import { hasRopoFlag } from './ropo-mode.ts';

describe('§4 ROPO eligibility flag in the cookie', () => {
  it.each([
    ['set among other cookies', 'lumen_consent=v1|GDPR|C0002:0|C0004:0; lumen_ropo=1', true],
    ['alone', 'lumen_ropo=1', true],
    ['with another value', 'lumen_ropo=0', false],
    ['missing', 'lumen_consent=v1|GDPR|C0002:0|C0004:0', false],
    ['another cookie ending in the name', 'x_lumen_ropo=1', false],
    ['no cookies at all', '', false],
  ])('%s', (_case, cookies, flag) => {
    expect(hasRopoFlag(cookies)).toBe(flag);
  });
});
