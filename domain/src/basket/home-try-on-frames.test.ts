import { describe, expect, it } from 'vitest';
import { prescriptionTypeItem } from './prescription.ts';
import type { PrescriptionType } from '../prescription/prescription-type.ts';
import { freeHomeTryOnLines, homeTryOnFrameCount, isHomeTryOnItem } from './home-try-on-frames.ts';
import type { HomeTryOnLine } from './home-try-on-frames.ts';

const offered = { enabled: true, maxFrames: 4, trialDays: 7 };

function line(
  key: string,
  type: PrescriptionType,
  options: { quantity?: number; eligible?: boolean; group?: { id: string; isMainItem: boolean } } = {},
): HomeTryOnLine {
  return {
    key,
    quantity: options.quantity ?? 1,
    eligible: options.eligible ?? true,
    itemGroup: options.group ?? null,
    customData: { configurationItems: [prescriptionTypeItem(type, 'Art der Brille')] },
  };
}

describe('§5 home try-on frames in the basket', () => {
  it.each<[string, HomeTryOnLine, boolean]>([
    ['a frame alone of type home_try_on', line('a', 'home_try_on'), true],
    ['the main item of a group', line('a', 'home_try_on', { group: { id: 'g', isMainItem: true } }), true],
    ['a sub-item never is', line('a', 'home_try_on', { group: { id: 'g', isMainItem: false } }), false],
    ['a frame-only order is not', line('a', 'type_none'), false],
    ['glasses to the shopper’s values are not', line('a', 'type_ei'), false],
  ])('%s: %s', (_case, item, expected) => {
    expect(isHomeTryOnItem(item)).toBe(expected);
  });

  it('counts pieces, not lines', () => {
    expect(
      homeTryOnFrameCount([
        line('a', 'home_try_on', { quantity: 2 }),
        line('b', 'home_try_on'),
        line('c', 'type_none'),
      ]),
    ).toBe(3);
  });

  it.each<[string, HomeTryOnLine[], typeof offered, string[]]>([
    [
      'eligible frames up to the shop’s number go free',
      [line('a', 'home_try_on'), line('b', 'home_try_on')],
      offered,
      ['a', 'b'],
    ],
    [
      'the fifth frame of four costs its price',
      ['a', 'b', 'c', 'd', 'e'].map((key) => line(key, 'home_try_on')),
      offered,
      ['a', 'b', 'c', 'd'],
    ],
    [
      'a line of several pieces is no loan and costs its price',
      [line('a', 'home_try_on', { quantity: 2 }), line('b', 'home_try_on')],
      offered,
      ['b'],
    ],
    [
      'a zero-tariff or non-prescription frame costs its price',
      [line('a', 'home_try_on', { eligible: false })],
      offered,
      [],
    ],
    [
      'a shop that does not offer it charges every frame',
      [line('a', 'home_try_on')],
      { ...offered, enabled: false },
      [],
    ],
    ['a frame-only order costs its price', [line('a', 'type_none')], offered, []],
  ])('%s', (_case, lines, config, free) => {
    expect([...freeHomeTryOnLines(lines, config)]).toEqual(free);
  });
});
