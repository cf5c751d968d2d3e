import { describe, expect, it } from 'vitest';
import {
  allowsPreload,
  breakpointOfWidth,
  mayReloadAfterChunkError,
  viewportCookie,
} from './client-behaviour.ts';

describe('§9 viewport cookie and breakpoints', () => {
  it('lives 365 days, SameSite Strict', () => {
    expect(viewportCookie.maxAgeSeconds).toBe(31_536_000);
    expect(viewportCookie.sameSite).toBe('Strict');
  });

  it.each([
    [320, 'account-menu-mobile'],
    [375, 'account-menu-mobile'],
    [400, 'xs'],
    [639, 'xs'],
    [640, 'sm'],
    [1023, 'md'],
    [1024, 'lg'],
    [1139, 'pdp'],
    [1140, 'header'],
    [1280, 'xl'],
    [1920, '4xl'],
    [2560, '4xl'],
  ])('%i px → %s', (width, name) => {
    expect(breakpointOfWidth(width)).toBe(name);
  });
});

describe('§9 page reload guard of 10 s after a chunk load error', () => {
  it.each<[number, number | undefined, boolean]>([
    [1_000_000, undefined, true],
    [1_000_000, 995_000, false],
    [1_000_000, 990_001, false],
    [1_000_000, 990_000, true],
  ])('now %i, last reload %s → %s', (now, last, expected) => {
    expect(mayReloadAfterChunkError(now, last)).toBe(expected);
  });
});

describe('§9 data saver or 2g disables prefetch', () => {
  it.each([
    [undefined, true],
    [{}, true],
    [{ effectiveType: '4g' }, true],
    [{ effectiveType: '3g' }, true],
    [{ effectiveType: '2g' }, false],
    [{ effectiveType: 'slow-2g' }, false],
    [{ saveData: true, effectiveType: '4g' }, false],
  ])('%j → %s', (network, expected) => {
    expect(allowsPreload(network)).toBe(expected);
  });
});
