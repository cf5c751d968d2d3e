import { describe, expect, it } from 'vitest';
import { storeModeCookieString, storeModeOf } from './store-mode.ts';

const query = (value: string) => new URLSearchParams(value);

describe('§2 store mode: on with ?storeMode, kept for the visit, with the branch of ?branchId', () => {
  it.each([
    ['an address without it and no cookie', '', '', { active: false }],
    ['?storeMode alone', '', '?storeMode', { active: true, branchId: undefined }],
    ['?storeMode with a branch', '', '?storeMode&branchId=1101', { active: true, branchId: '1101' }],
    [
      '?storeMode with a bad branch id',
      '',
      '?storeMode&branchId=12ab',
      { active: true, branchId: undefined },
    ],
    ['the visit’s cookie with its branch', 'lumen_store=1101', '', { active: true, branchId: '1101' }],
    ['the visit’s cookie without a branch', 'a=b; lumen_store=on', '', { active: true, branchId: undefined }],
    [
      'a new branch in the address wins',
      'lumen_store=1101',
      '?storeMode&branchId=1203',
      { active: true, branchId: '1203' },
    ],
    [
      '?storeMode keeps the stored branch',
      'lumen_store=1101',
      '?storeMode',
      { active: true, branchId: '1101' },
    ],
    ['?branchId alone is no store mode', '', '?branchId=1101', { active: false }],
  ])('%s', (_case, cookies, search, mode) => {
    expect(storeModeOf(cookies, query(search))).toEqual(mode);
  });

  it('writes a session cookie with the branch, and ends it with Max-Age=0', () => {
    expect(storeModeCookieString({ active: true, branchId: '1101' }, true)).toBe(
      'lumen_store=1101; Path=/; SameSite=Lax; Secure',
    );
    expect(storeModeCookieString({ active: true }, false)).toBe('lumen_store=on; Path=/; SameSite=Lax');
    expect(storeModeCookieString({ active: false }, false)).toBe(
      'lumen_store=; Path=/; SameSite=Lax; Max-Age=0',
    );
  });
});
