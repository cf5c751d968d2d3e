import { describe, expect, it } from 'vitest';
import {
  isFrameOnlyOrder,
  isMadeToMeasure,
  isRxBundleComplete,
  mainItemOf,
  prescriptionTypeItem,
  prescriptionTypeOf,
  rxBundleMasterKeys,
  rxMasterKeyOf,
} from './prescription.ts';
import type { PrescriptionBasketItem } from './prescription.ts';

type Sphere = number | string | null | undefined;

function frame(key: string, groupId: string | null, type: unknown, sphere: Sphere): PrescriptionBasketItem {
  return {
    key,
    itemGroup: groupId === null ? undefined : { id: groupId, isMainItem: true },
    product: { masterKey: 'frame' },
    customData: {
      configurationItems: [
        { masterKey: 'glass-type', referenceKey: 'type_ei', value: 'Einstärken' },
        { masterKey: 'prescription-type', referenceKey: type as string, value: 'Brille mit Sehstärke' },
      ],
      prescriptionValues: { left: { sphere }, right: { sphere: -1 } } as never,
    },
  };
}

const sub = (key: string, groupId: string, masterKey: string): PrescriptionBasketItem => ({
  key,
  itemGroup: { id: groupId, isMainItem: false },
  product: { masterKey },
});

const lenses = (groupId: string, masterKeys: readonly string[] = rxBundleMasterKeys) =>
  masterKeys.map((masterKey, index) => sub(`${groupId}-${index}`, groupId, masterKey));

describe('§4 prescription type of a basket item', () => {
  it.each<[string, PrescriptionBasketItem, string | undefined]>([
    ['type_ei', frame('f', 'g', 'type_ei', -1), 'type_ei'],
    ['home_try_on', frame('f', 'g', 'home_try_on', null), 'home_try_on'],
    ['an unknown type', frame('f', 'g', 'type_xx', -1), undefined],
    [
      'the type as value when the key is not one',
      {
        key: 'f',
        product: { masterKey: 'frame' },
        customData: {
          configurationItems: [{ masterKey: 'prescription-type', referenceKey: '', value: 'appointment' }],
        },
      },
      'appointment',
    ],
    [
      'the type as value without a key',
      {
        key: 'f',
        product: { masterKey: 'frame' },
        customData: { configurationItems: [{ masterKey: 'prescription-type', value: 'type_none' }] },
      },
      'type_none',
    ],
    [
      'neither key nor value a type',
      {
        key: 'f',
        product: { masterKey: 'frame' },
        customData: {
          configurationItems: [{ masterKey: 'prescription-type', referenceKey: 'x', value: 'Brille' }],
        },
      },
      undefined,
    ],
    [
      'a type on another step does not count',
      {
        key: 'f',
        product: { masterKey: 'frame' },
        customData: {
          configurationItems: [{ masterKey: 'glass-type', referenceKey: 'type_ei', value: 'type_ei' }],
        },
      },
      undefined,
    ],
    ['no configuration items', { key: 'f', product: { masterKey: 'frame' }, customData: {} }, undefined],
    [
      'null configuration items',
      { key: 'f', product: { masterKey: 'frame' }, customData: { configurationItems: null } },
      undefined,
    ],
    ['no custom data', { key: 'f', product: { masterKey: 'frame' } }, undefined],
    ['null custom data', { key: 'f', product: { masterKey: 'frame' }, customData: null }, undefined],
  ])('§4 reads %s', (_case, item, type) => {
    expect(prescriptionTypeOf(item)).toBe(type);
  });
});

describe('§5 main item of a group', () => {
  const main = frame('f', 'g', 'type_ei', -1);
  const lens = sub('l', 'g', 'rx_lens_types');
  const orphan = sub('o', 'other', 'rx_lens_types');
  const loose = frame('x', null, 'type_none', null);

  it.each<[string, PrescriptionBasketItem, PrescriptionBasketItem | undefined]>([
    ['the main item is its own', main, main],
    ['an ungrouped item is its own', loose, loose],
    ['a sub-item has its group’s main item', lens, main],
    ['a sub-item without main item has none', orphan, undefined],
  ])('%s', (_case, item, expected) => {
    expect(mainItemOf(item, [loose, orphan, lens, main])).toBe(expected);
  });
});

describe('§5 frame-only order: main item type_ei and no left sphere', () => {
  it.each<[string, PrescriptionBasketItem, PrescriptionBasketItem[], boolean]>([
    ['type_ei without left sphere', frame('f', 'g', 'type_ei', undefined), [], true],
    ['type_ei with null left sphere', frame('f', 'g', 'type_ei', null), [], true],
    ['type_ei with blank left sphere', frame('f', 'g', 'type_ei', ' '), [], true],
    ['type_ei with left sphere -1.25', frame('f', 'g', 'type_ei', -1.25), [], false],
    ['type_ei with left sphere 0 (plano)', frame('f', 'g', 'type_ei', 0), [], false],
    ['type_ei with left sphere "+0.50"', frame('f', 'g', 'type_ei', '+0.50'), [], false],
    ['type_none without sphere', frame('f', 'g', 'type_none', undefined), [], false],
    ['home try-on without sphere', frame('f', 'g', 'home_try_on', undefined), [], false],
    ['ungrouped type_ei without sphere', frame('f', null, 'type_ei', undefined), [], true],
    [
      'a sub-item of a frame-only main item',
      sub('l', 'g', 'rx_services'),
      [frame('f', 'g', 'type_ei', null)],
      true,
    ],
    [
      'a sub-item of a full rx main item',
      sub('l', 'g', 'rx_services'),
      [frame('f', 'g', 'type_ei', 2)],
      false,
    ],
    ['a sub-item without main item', sub('l', 'g', 'rx_services'), [frame('f', 'h', 'type_ei', null)], false],
  ])('%s: %s', (_case, item, others, frameOnly) => {
    expect(isFrameOnlyOrder(item, [...others, item])).toBe(frameOnly);
  });

  it('reads no sphere from an item without prescription values', () => {
    const item: PrescriptionBasketItem = {
      key: 'f',
      product: { masterKey: 'frame' },
      customData: {
        configurationItems: [{ masterKey: 'prescription-type', referenceKey: 'type_ei' }],
        prescriptionValues: null,
      },
    };
    expect(isFrameOnlyOrder(item, [item])).toBe(true);
    expect(
      isFrameOnlyOrder(
        { ...item, customData: { ...item.customData, prescriptionValues: { left: null } } },
        [],
      ),
    ).toBe(true);
  });
});

describe('§5 which rx part a sub-item is', () => {
  it.each<[string, PrescriptionBasketItem, string]>([
    ['its product master key', sub('s', 'g', 'rx_lens_types'), 'rx_lens_types'],
    [
      'its rxSubItemInfo',
      { ...sub('s', 'g', 'lens-123'), customData: { rxSubItemInfo: { masterKey: 'rx_services' } } },
      'rx_services',
    ],
    [
      'null rxSubItemInfo',
      { ...sub('s', 'g', 'rx_lens_types'), customData: { rxSubItemInfo: null } },
      'rx_lens_types',
    ],
    ['null custom data', { ...sub('s', 'g', 'rx_tinting_types'), customData: null }, 'rx_tinting_types'],
  ])('%s', (_case, item, masterKey) => {
    expect(rxMasterKeyOf(item)).toBe(masterKey);
  });
});

describe('§5 rx bundle complete only with the four rx sub-items', () => {
  const main = frame('f', 'g', 'type_ei', -2);

  it('names the four master keys', () => {
    expect(rxBundleMasterKeys).toEqual([
      'rx_tinting_types',
      'rx_lens_quality_index',
      'rx_lens_types',
      'rx_services',
    ]);
  });

  it.each<[string, PrescriptionBasketItem, PrescriptionBasketItem[], boolean]>([
    ['all four', main, [main, ...lenses('g')], true],
    ['all four, asked from a sub-item', sub('x', 'g', 'rx_services'), [main, ...lenses('g')], true],
    ['all four plus an extra', main, [main, ...lenses('g'), sub('e', 'g', 'case')], true],
    ...rxBundleMasterKeys.map(
      (missing): [string, PrescriptionBasketItem, PrescriptionBasketItem[], boolean] => [
        `without ${missing}`,
        main,
        [
          main,
          ...lenses(
            'g',
            rxBundleMasterKeys.filter((key) => key !== missing),
          ),
        ],
        false,
      ],
    ),
    ['the sub-items in another group', main, [main, ...lenses('h')], false],
    [
      'sub-items named by rxSubItemInfo',
      main,
      [
        main,
        ...rxBundleMasterKeys.map((masterKey, i) => ({
          ...sub(`s${i}`, 'g', 'lens'),
          customData: { rxSubItemInfo: { masterKey } },
        })),
      ],
      true,
    ],
    [
      'rxSubItemInfo wins over the product master key',
      main,
      [
        main,
        ...lenses('g').map((lens) => ({
          ...lens,
          customData: { rxSubItemInfo: { masterKey: 'rx_services' } },
        })),
      ],
      false,
    ],
    ['no sub-items', main, [main], false],
    ['an ungrouped item', frame('f', null, 'type_ei', -2), [...lenses('g')], false],
    [
      'an ungrouped item beside ungrouped rx products',
      frame('f', null, 'type_ei', -2),
      rxBundleMasterKeys.map((masterKey, i) => ({ key: `u${i}`, product: { masterKey } })),
      false,
    ],
    ['a sub-item whose main item is gone', sub('x', 'g', 'rx_services'), [...lenses('g')], false],
    [
      'main items carrying the master keys do not count',
      main,
      [
        main,
        ...rxBundleMasterKeys.map((masterKey, i) => ({
          ...frame(`m${i}`, 'g', 'type_ei', 1),
          product: { masterKey },
        })),
      ],
      false,
    ],
  ])('%s: %s', (_case, item, items, complete) => {
    expect(isRxBundleComplete(item, items)).toBe(complete);
  });
});

describe('§4 the prescription type as a configuration item', () => {
  it.each(['type_ei', 'type_none', 'home_try_on', 'appointment'] as const)(
    '%s is kept under the step key and read back',
    (type) => {
      const item = prescriptionTypeItem(type, 'Brillenart');
      expect(item).toMatchObject({ masterKey: 'prescription-type', referenceKey: type, name: 'Brillenart' });
      expect(prescriptionTypeOf({ customData: { configurationItems: [item] } })).toBe(type);
    },
  );
});

describe('prescription glasses ship when the lab has made them (made to measure)', () => {
  const glasses = [frame('f1', 'g1', 'type_ei', -1.5), sub('s1', 'g1', 'rx_lens_types')];
  const frameOnly = [frame('f2', 'g2', 'type_ei', null), sub('s2', 'g2', 'rx_lens_types')];
  const plain: PrescriptionBasketItem = { key: 'p1', product: { masterKey: 'care' } };
  const items = [...glasses, ...frameOnly, plain];
  it.each([
    ['the frame of glasses with values', 'f1', true],
    ['a lens of those glasses', 's1', true],
    ['a frame-only order (no left sphere)', 'f2', false],
    ['its sub-item', 's2', false],
    ['an item of its own', 'p1', false],
  ])('%s → %s', (_case, key, measured) => {
    expect(
      isMadeToMeasure(
        items.find((item) => item.key === key)!,
        items,
      ),
    ).toBe(measured);
  });
});
