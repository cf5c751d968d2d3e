import { describe, expect, it } from 'vitest';
import { isSafeRedirectPath, safeRedirectPath } from './safe-redirect.ts';

describe('redirect targets are same-origin paths only (DEVELOPERS "Security", §6 redirectUrl)', () => {
  it.each([
    ['/account/', true],
    ['/checkout/?showBasket=true', true],
    ['/p/glasses-123/#reviews', true],
    ['//evil.example/', false],
    ['/\\evil.example/', false],
    ['/\\/evil.example', false],
    ['https://evil.example/', false],
    ['javascript:alert(1)', false],
    ['account/', false],
    ['/\tevil', false],
    ['/ /evil.example', false],
    ['/%0d%0aLocation:x', true],
    ['', false],
    ['/a\\b', false],
    ['/a\u0000b', false],
    ['/a\u0001b', false],
    ['/a\u001fb', false],
    ['/a\u007fb', false],
    ['/a b', false],
    ['/a\u00a0b', false],
    ['/a\u2028b', false],
    ['/a~b!c', true],
  ])('%j is safe: %s', (target, safe) => {
    expect(isSafeRedirectPath(target)).toBe(safe);
  });

  it('falls back when the target is unsafe or missing', () => {
    expect(safeRedirectPath('//evil.example')).toBe('/');
    expect(safeRedirectPath(undefined, '/account/')).toBe('/account/');
    expect(safeRedirectPath('/wishlist/')).toBe('/wishlist/');
  });
});
