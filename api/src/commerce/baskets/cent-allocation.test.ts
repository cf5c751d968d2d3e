import { describe, expect, it } from 'vitest';
import { allocateCents } from './cent-allocation.ts';

describe('allocateCents: a voucher or line total spread in whole cents', () => {
  it.each([
    ['even split', 100, [1, 1], [50, 50]],
    ['the odd cent goes to the larger remainder', 100, [1, 2], [33, 67]],
    ['ties go to the earlier entry', 100, [1, 1, 1], [34, 33, 33]],
    ['in proportion to line totals', 1000, [12900, 4900], [725, 275]],
    ['nothing to spread', 0, [3, 4], [0, 0]],
    ['a zero weight gets nothing', 10, [0, 5], [0, 10]],
  ])('%s: %i over %j', (_case, amount, weights, shares) => {
    const result = allocateCents(amount, weights);
    expect(result).toEqual(shares);
    expect(result.reduce((sum, share) => sum + share, 0)).toBe(amount);
  });

  it.each([
    ['a negative amount', -1, [1]],
    ['a fraction of a cent', 1.5, [1]],
    ['cents without weights', 5, []],
  ])('refuses %s', (_case, amount, weights) => {
    expect(() => allocateCents(amount, weights)).toThrow(RangeError);
  });
});
