import { describe, expect, it } from 'vitest';
import { combinedQuantity, mergeUnits } from './merge-rules.ts';
import type { MergedItem } from './merge-rules.ts';

const item = (key: string, group?: string, isMainItem = false): MergedItem => ({
  key,
  ...(group === undefined ? {} : { itemGroup: { id: group, isMainItem } }),
});
const shape = (items: readonly MergedItem[]) =>
  mergeUnits(items).map((unit) => [unit.groupId, unit.members.map((member) => member.key)]);

describe('§3 a merge moves item groups whole', () => {
  it.each([
    [
      'ungrouped items are units of their own',
      [item('a'), item('b')],
      [
        [undefined, ['a']],
        [undefined, ['b']],
      ],
    ],
    [
      'a group is one unit, its main item first, where its first member stood',
      [item('a'), item('lens', 'g'), item('frame', 'g', true), item('b'), item('tint', 'g')],
      [
        [undefined, ['a']],
        ['g', ['frame', 'lens', 'tint']],
        [undefined, ['b']],
      ],
    ],
    [
      'two groups stay apart',
      [item('f1', 'g1', true), item('f2', 'g2', true), item('l1', 'g1'), item('l2', 'g2')],
      [
        ['g1', ['f1', 'l1']],
        ['g2', ['f2', 'l2']],
      ],
    ],
    ['nothing is no unit', [], []],
  ])('%s', (_case, items, units) => {
    expect(shape(items)).toEqual(units);
  });
});

describe('§4 the same variant in both baskets: combined quantity within the line’s limits', () => {
  it.each([
    ['both quantities', { quantity: 2, availableQuantity: 99 }, 3, 5],
    ['no more than the stock allows', { quantity: 3, availableQuantity: 4 }, 3, 4],
    ['no more than a line holds', { quantity: 60, availableQuantity: 99 }, 50, 99],
    ['never less than the line holds already', { quantity: 6, availableQuantity: 4 }, 2, 6],
    ['an unavailable line keeps what it has', { quantity: 2, availableQuantity: 0 }, 2, 2],
    ['without a limit from the backend, both', { quantity: 2 }, 2, 4],
  ] as const)('%s', (_case, existing, incoming, expected) => {
    expect(combinedQuantity(existing, incoming)).toBe(expected);
  });
});
