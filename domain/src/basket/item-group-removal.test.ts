import { describe, expect, it } from 'vitest';
import { itemGroupsToRemove } from './item-group-removal.ts';
import type { GroupedBasketItem, ItemGroupRemoval } from './item-group-removal.ts';
import { rxBundleMasterKeys } from './prescription.ts';

interface Options {
  quantity?: number;
  availableQuantity?: number | null;
  sphere?: number | null;
  type?: string;
}

function frame(key: string, groupId: string | null, name: string, options: Options = {}): GroupedBasketItem {
  return {
    key,
    quantity: options.quantity ?? 1,
    availableQuantity: options.availableQuantity,
    itemGroup: groupId === null ? null : { id: groupId, isMainItem: true },
    product: { masterKey: 'frame', attributes: { name: { values: { label: name } } } },
    customData: {
      configurationItems: [{ masterKey: 'prescription-type', referenceKey: options.type ?? 'type_ei' }],
      prescriptionValues: { left: { sphere: options.sphere === undefined ? -1.5 : options.sphere } },
    },
  };
}

function part(key: string, groupId: string, masterKey: string, options: Options = {}): GroupedBasketItem {
  return {
    key,
    quantity: options.quantity ?? 1,
    availableQuantity: options.availableQuantity,
    itemGroup: { id: groupId, isMainItem: false },
    product: { masterKey, attributes: { name: { values: { label: masterKey } } } },
  };
}

/** A frame with its four rx sub-items. */
function rxGlasses(groupId: string, name: string, options: Options = {}, lensOptions: Options = {}) {
  return [
    frame(`${groupId}-frame`, groupId, name, options),
    ...rxBundleMasterKeys.map((masterKey) =>
      part(`${groupId}-${masterKey}`, groupId, masterKey, lensOptions),
    ),
  ];
}

const keysOf = (groupId: string) => [
  `${groupId}-frame`,
  ...rxBundleMasterKeys.map((masterKey) => `${groupId}-${masterKey}`),
];

describe('§4 prescription item groups removed when incomplete or short of stock (§8 alert)', () => {
  it.each<[string, GroupedBasketItem[], ItemGroupRemoval[]]>([
    ['an empty basket', [], []],
    ['a complete rx pair in stock', rxGlasses('g1', 'Aviator'), []],
    [
      'ungrouped items, even short of stock',
      [frame('x', null, 'Case', { quantity: 2, availableQuantity: 1 })],
      [],
    ],
    [
      'an rx pair without its lens type',
      rxGlasses('g1', 'Aviator').filter((item) => item.product.masterKey !== 'rx_lens_types'),
      [
        {
          groupId: 'g1',
          reason: 'incomplete',
          itemKeys: keysOf('g1').filter((key) => key !== 'g1-rx_lens_types'),
          productName: 'Aviator',
        },
      ],
    ],
    [
      'lenses whose frame is gone',
      rxGlasses('g1', 'Aviator').slice(1),
      [
        {
          groupId: 'g1',
          reason: 'incomplete',
          itemKeys: keysOf('g1').slice(1),
          productName: 'rx_tinting_types',
        },
      ],
    ],
    ['a frame-only order needs no lenses', [frame('f', 'g1', 'Aviator', { sphere: null })], []],
    [
      'a frame without prescription needs no lenses',
      [frame('f', 'g1', 'Aviator', { type: 'type_none' })],
      [],
    ],
    ['a home try-on frame needs no lenses', [frame('f', 'g1', 'Aviator', { type: 'home_try_on' })], []],
    [
      'a frame with fewer pieces left than ordered',
      rxGlasses('g1', 'Aviator', { quantity: 2, availableQuantity: 1 }),
      [
        {
          groupId: 'g1',
          reason: 'insufficient_quantity',
          itemKeys: keysOf('g1'),
          productName: 'Aviator',
          availableQuantity: 1,
        },
      ],
    ],
    [
      'a frame no longer available',
      rxGlasses('g1', 'Aviator', { availableQuantity: 0 }),
      [
        {
          groupId: 'g1',
          reason: 'insufficient_quantity',
          itemKeys: keysOf('g1'),
          productName: 'Aviator',
          availableQuantity: 0,
        },
      ],
    ],
    [
      'exactly as many left as ordered',
      rxGlasses('g1', 'Aviator', { quantity: 2, availableQuantity: 2 }),
      [],
    ],
    ['more left than ordered', rxGlasses('g1', 'Aviator', { quantity: 2, availableQuantity: 3 }), []],
    ['available quantity unknown', rxGlasses('g1', 'Aviator', { availableQuantity: null }), []],
    [
      'a lens short of stock names the lens',
      rxGlasses('g1', 'Aviator', {}, { availableQuantity: 0 }),
      [
        {
          groupId: 'g1',
          reason: 'insufficient_quantity',
          itemKeys: keysOf('g1'),
          productName: 'rx_tinting_types',
          availableQuantity: 0,
        },
      ],
    ],
    [
      'incomplete wins over short of stock',
      rxGlasses('g1', 'Aviator', { availableQuantity: 0 }).slice(0, 2),
      [{ groupId: 'g1', reason: 'incomplete', itemKeys: keysOf('g1').slice(0, 2), productName: 'Aviator' }],
    ],
    [
      'only the broken group of two, in basket order',
      [
        frame('loose', null, 'Cleaning fluid'),
        ...rxGlasses('g1', 'Aviator'),
        ...rxGlasses('g2', 'Cat eye', { availableQuantity: 0 }),
        ...rxGlasses('g3', 'Round').slice(0, 3),
      ],
      [
        {
          groupId: 'g2',
          reason: 'insufficient_quantity',
          itemKeys: keysOf('g2'),
          productName: 'Cat eye',
          availableQuantity: 0,
        },
        { groupId: 'g3', reason: 'incomplete', itemKeys: keysOf('g3').slice(0, 3), productName: 'Round' },
      ],
    ],
  ])('%s', (_case, items, removals) => {
    expect(itemGroupsToRemove(items)).toEqual(removals);
  });

  it('names no product when the product data has no name', () => {
    const lens: GroupedBasketItem = {
      ...part('l', 'g1', 'rx_lens_types'),
      product: { masterKey: 'rx_lens_types' },
    };
    expect(itemGroupsToRemove([lens])).toEqual([
      { groupId: 'g1', reason: 'incomplete', itemKeys: ['l'], productName: '' },
    ]);
  });

  it('groups interleaved items by their group id', () => {
    const [frameA, ...lensesA] = rxGlasses('a', 'Aviator', { availableQuantity: 0 });
    const [frameB, ...lensesB] = rxGlasses('b', 'Round');
    const items = [frameA!, frameB!, ...lensesB, ...lensesA];
    expect(itemGroupsToRemove(items)).toEqual([
      {
        groupId: 'a',
        reason: 'insufficient_quantity',
        itemKeys: keysOf('a'),
        productName: 'Aviator',
        availableQuantity: 0,
      },
    ]);
  });
});
