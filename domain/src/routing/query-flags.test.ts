import { describe, expect, it } from 'vitest';
import {
  branchIdSessionKey,
  formatFindBranchQuery,
  isCheckoutMode,
  isStoreModeActive,
  parseFindBranchQuery,
  readBranchIdParam,
} from './query-flags.ts';
import type { FindBranchQuery } from './query-flags.ts';

const query = (search: string) => new URLSearchParams(search);

describe('§2 store mode is active when the query parameter storeMode exists', () => {
  it.each([
    ['?storeMode', true],
    ['?storeMode=', true],
    ['?storeMode=false', true],
    ['?storeMode=1&page=2', true],
    ['?page=2&storeMode', true],
    ['', false],
    ['?storemode', false],
    ['?store_mode=1', false],
    ['?x=storeMode', false],
  ])('%j: %s', (search, active) => {
    expect(isStoreModeActive(query(search))).toBe(active);
  });
});

describe('§2 a branchId query value is kept in session storage', () => {
  it('under the key branchId', () => {
    expect(branchIdSessionKey).toBe('branchId');
  });

  it.each([
    ['?branchId=123', '123'],
    ['?branchId=123&branchId=456', '123'],
    ['?branchId=abc&branchId=456', '456'],
    ['?page=2', undefined],
    ['?x=1&branchId=0042', '0042'],
    ['?branchId=', undefined],
    ['?branchId=abc', undefined],
    ['?branchId=12%203', undefined],
    ['?branch-id=123', undefined],
    ['', undefined],
  ])('%j → %j', (search, branchId) => {
    expect(readBranchIdParam(query(search))).toBe(branchId);
  });
});

describe('§2 the store finder (find-branch) takes ropo-ids, service and branch-id', () => {
  it.each<[string, FindBranchQuery]>([
    ['', { ropoIds: [] }],
    ['?ropo-ids=12,34', { ropoIds: ['12', '34'] }],
    ['?ropo-ids=34,12,34&ropo-ids=56', { ropoIds: ['34', '12', '56'] }],
    ['?ropo-ids=,a_b-C,,x%20y', { ropoIds: ['a_b-C'] }],
    ['?service=GL', { ropoIds: [], service: 'GL' }],
    ['?service=CL', { ropoIds: [], service: 'CL' }],
    ['?service=HA', { ropoIds: [], service: 'HA' }],
    ['?service=AC', { ropoIds: [], service: 'AC' }],
    ['?service=GL_CR', { ropoIds: [], service: 'GL_CR' }],
    ['?service=gl', { ropoIds: [] }],
    ['?service=XX', { ropoIds: [] }],
    ['?service=GL_', { ropoIds: [] }],
    ['?service=GL_cr', { ropoIds: [] }],
    ['?service=xGL', { ropoIds: [] }],
    ['?service=GLx', { ropoIds: [] }],
    ['?service=GL_CR&service=HA', { ropoIds: [], service: 'GL_CR' }],
    ['?service=XX&service=HA', { ropoIds: [], service: 'HA' }],
    ['?page=2&x=GL', { ropoIds: [] }],
    ['?branch-id=123', { ropoIds: [], branchId: '123' }],
    ['?branch-id=x&branch-id=45', { ropoIds: [], branchId: '45' }],
    ['?branch-id=12a', { ropoIds: [] }],
    ['?branchId=123', { ropoIds: [] }],
    [
      '?ropo-ids=7&service=GL_CR&branch-id=123&other=1',
      { ropoIds: ['7'], service: 'GL_CR', branchId: '123' },
    ],
  ])('%j → %j', (search, expected) => {
    expect(parseFindBranchQuery(query(search))).toStrictEqual(expected);
  });

  it.each<[FindBranchQuery, string, FindBranchQuery]>([
    [{ ropoIds: [] }, '', { ropoIds: [] }],
    [{ ropoIds: ['12', '34', '12'] }, '?ropo-ids=12,34', { ropoIds: ['12', '34'] }],
    [
      { ropoIds: ['12'], service: 'GL_CR', branchId: '123' },
      '?ropo-ids=12&service=GL_CR&branch-id=123',
      { ropoIds: ['12'], service: 'GL_CR', branchId: '123' },
    ],
    [{ ropoIds: [], service: 'HA' }, '?service=HA', { ropoIds: [], service: 'HA' }],
    [{ ropoIds: [], branchId: '9' }, '?branch-id=9', { ropoIds: [], branchId: '9' }],
    [
      { ropoIds: ['a b', '7'], service: 'G&L', branchId: 'x=1' },
      '?ropo-ids=a%20b,7&service=G%26L&branch-id=x%3D1',
      { ropoIds: ['7'] },
    ],
  ])('%j is written as %j and read back as %j', (value, search, readBack) => {
    expect(formatFindBranchQuery(value)).toBe(search);
    expect(parseFindBranchQuery(query(search))).toStrictEqual(readBack);
  });
});

describe('§2 checkout mode of the header', () => {
  it.each<[string, [string, string][], boolean]>([
    ['checkout', [], true],
    ['payment-sandbox', [], true],
    ['signin', [['showBasket', 'true']], true],
    ['signin', [['showBasket', 'false']], false],
    ['signin', [['redirectUrl', '/checkout/']], false],
    ['home', [], false],
  ])('%s %j → %s', (routeId, search, expected) => {
    expect(isCheckoutMode(routeId, search)).toBe(expected);
  });
});
