import { describe, expect, it } from 'vitest';
import { flyoutColumnCount, flyoutColumns, flyoutTwoColumnThreshold } from './flyout-columns.ts';

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('§2/§9 flyout columns', () => {
  it('§9 two columns with more than 10 items', () => {
    expect(flyoutTwoColumnThreshold).toBe(10);
  });

  it.each([
    [0, 1],
    [1, 1],
    [10, 1],
    [11, 2],
    [25, 2],
  ])('§2 a flyout with %i children uses %i column(s)', (count, columns) => {
    expect(flyoutColumnCount(count)).toBe(columns);
  });

  it.each([
    [0, [[]]],
    [3, [[1, 2, 3]]],
    [10, [numbers(10)]],
    [11, [numbers(6), [7, 8, 9, 10, 11]]],
    [12, [numbers(6), [7, 8, 9, 10, 11, 12]]],
  ])('§2 %i children are laid out as %j', (count, columns) => {
    expect(flyoutColumns(numbers(count))).toEqual(columns);
  });

  it('§2 the single column is a copy', () => {
    const children = numbers(3);
    expect(flyoutColumns(children)[0]).not.toBe(children);
  });
});
