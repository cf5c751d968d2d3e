import { getShopByCode } from '@lumen/domain';
import { describe, expect, it } from 'vitest';
import type { VoucherCodeRow } from '../catalog/catalog-rows.ts';
import { checkVoucher, checkVoucherUses, normaliseVoucherCode } from './voucher-check.ts';
import type { VoucherUses } from './voucher-check.ts';

const voucher = (overrides: Partial<VoucherCodeRow> = {}): VoucherCodeRow => ({
  code: 'WELCOME10',
  type: 'absolute',
  value: 1000,
  currency: 'EUR',
  minOrderValue: 5000,
  startAt: '2025-01-01T00:00:00Z',
  endAt: '2026-01-01T00:00:00Z',
  shopIds: null,
  maxUses: null,
  maxUsesPerCustomer: null,
  ...overrides,
});
const germany = getShopByCode('de-de');
const now = new Date('2025-06-02T10:00:00Z');

describe('§3 vouchers: whether a code counts for a basket', () => {
  it.each<[string, VoucherCodeRow | undefined, number, string | number]>([
    ['an absolute voucher takes its value', voucher(), 12900, 1000],
    ['never more than the basket', voucher({ minOrderValue: 0 }), 600, 600],
    [
      'a relative voucher its percentage, rounded to the cent',
      voucher({ type: 'relative', value: 15, currency: null }),
      12345,
      1852,
    ],
    ['exactly the minimum order value counts', voucher(), 5000, 1000],
    ['no code', undefined, 12900, 'not_found'],
    ['below the minimum order value', voucher(), 4999, 'min_order_value'],
    ['before its start', voucher({ startAt: '2025-06-03T00:00:00Z' }), 12900, 'not_started'],
    ['at its end', voucher({ endAt: '2025-06-02T10:00:00Z' }), 12900, 'expired'],
    ['in another shop', voucher({ shopIds: [1002] }), 12900, 'other_shop'],
    ['in another currency', voucher({ currency: 'CHF' }), 12900, 'other_currency'],
  ])('%s', (_case, row, itemsTotal, expected) => {
    const check = checkVoucher('WELCOME10', row, { shop: germany, itemsTotal, now });
    expect(check.ok ? check.reduction : check.reason).toBe(expected);
  });

  it.each([
    [' welcome10 ', 'WELCOME10'],
    ['Spar-Abo', 'SPAR-ABO'],
  ])('reads %j as %s', (typed, code) => {
    expect(normaliseVoucherCode(typed)).toBe(code);
  });
});

describe('how often a code may be used', () => {
  it.each<[string, Partial<VoucherCodeRow>, VoucherUses, string]>([
    ['no limits: any number of uses', {}, { total: 10_000, byCustomer: 50 }, 'ok'],
    ['below the limit in all', { maxUses: 3 }, { total: 2 }, 'ok'],
    ['at the limit in all', { maxUses: 3 }, { total: 3 }, 'used_up'],
    [
      'a welcome code, first use of this customer',
      { maxUsesPerCustomer: 1 },
      { total: 40, byCustomer: 0 },
      'ok',
    ],
    [
      'a welcome code, used by this customer',
      { maxUsesPerCustomer: 1 },
      { total: 40, byCustomer: 1 },
      'used_by_customer',
    ],
    // Applying a code to a basket names nobody: only the limit in all can refuse it then.
    ['a welcome code, customer not known yet', { maxUsesPerCustomer: 1 }, { total: 40 }, 'ok'],
    ['twice per customer, used once', { maxUsesPerCustomer: 2 }, { total: 1, byCustomer: 1 }, 'ok'],
    [
      'used up in all before the customer counts',
      { maxUses: 1, maxUsesPerCustomer: 1 },
      { total: 1, byCustomer: 1 },
      'used_up',
    ],
  ])('%s', (_case, limits, uses, expected) => {
    const check = checkVoucherUses(voucher(limits), uses);
    expect(check.ok ? 'ok' : check.reason).toBe(expected);
  });

  it('says why, in words a shopper understands', () => {
    expect(checkVoucherUses(voucher({ maxUsesPerCustomer: 1 }), { total: 1, byCustomer: 1 })).toEqual({
      ok: false,
      reason: 'used_by_customer',
      message: 'Voucher code WELCOME10 can be used once per customer and you have used it already',
    });
    expect(checkVoucherUses(voucher({ maxUses: 5 }), { total: 5 })).toMatchObject({
      message: 'Voucher code WELCOME10 has been used up',
    });
  });
});
