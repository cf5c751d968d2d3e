import { describe, expect, it } from 'vitest';
import { reductionLabelOf } from './shop-reductions.ts';

describe('§3/§1/§5 what a reduction is called', () => {
  it.for([
    [
      'a zero-tariff frame made into glasses',
      { category: 'campaign', code: 'zero_cost_frame' },
      'zeroCostFrame',
    ],
    ['lenses on the saving subscription', { category: 'campaign', code: 'subscription' }, 'subscription'],
    ['a frame lent for home try-on', { category: 'campaign', code: 'home_try_on' }, 'homeTryOn'],
    ['any other campaign', { category: 'campaign' }, 'campaign'],
    ['a voucher (its code is the voucher’s)', { category: 'voucher', code: 'subscription' }, 'voucher'],
    ['a sale', { category: 'sale' }, 'sale'],
  ] as const)('%s', ([, reduction, label]) => {
    expect(reductionLabelOf(reduction)).toBe(label);
  });
});
