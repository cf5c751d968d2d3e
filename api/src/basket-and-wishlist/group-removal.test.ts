import { describe, expect, it } from 'vitest';
import { itemKeysToRemove } from './group-removal.ts';
import type { RemovableItem } from './group-removal.ts';

const member = (key: string, isMainItem: boolean, isRequired = true): RemovableItem => ({
  key,
  itemGroup: { id: 'g1', isMainItem, isRequired },
});

const basket: readonly RemovableItem[] = [
  { key: 'plain' },
  member('frame', true),
  member('lens', false),
  member('tint', false),
  member('service', false, false),
  { key: 'other-frame', itemGroup: { id: 'g2', isMainItem: true, isRequired: true } },
];

describe('§3 removing an item of a group', () => {
  it.each([
    ['an ungrouped item goes alone', 'plain', ['plain']],
    ['the main item takes its whole group, itself last', 'frame', ['lens', 'tint', 'service', 'frame']],
    ['a required sub-item takes its whole group', 'lens', ['frame', 'tint', 'service', 'lens']],
    ['an optional sub-item goes alone', 'service', ['service']],
    ['another group is untouched', 'other-frame', ['other-frame']],
    ['an unknown item is nothing to remove', 'gone', undefined],
  ] as const)('%s', (_case, itemKey, keys) => {
    expect(itemKeysToRemove(basket, itemKey)).toEqual(keys);
  });
});
