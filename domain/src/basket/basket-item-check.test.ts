import { describe, expect, it } from 'vitest';
import { checkBasketItem } from './basket-item-check.ts';
import type { BasketItemCheck, CheckedBasketItem } from './basket-item-check.ts';
import { rxBundleMasterKeys } from './prescription.ts';

type Options = Partial<Pick<CheckedBasketItem, 'status' | 'quantity' | 'availableQuantity'>>;

function item(key: string, options: Options = {}): CheckedBasketItem {
  return {
    key,
    status: options.status ?? 'available',
    quantity: options.quantity ?? 1,
    availableQuantity: options.availableQuantity,
    product: { masterKey: key, attributes: { name: { values: { label: key } } } },
  };
}

function frame(groupId: string, options: Options = {}): CheckedBasketItem {
  return {
    ...item(`${groupId}-frame`, options),
    itemGroup: { id: groupId, isMainItem: true },
    customData: {
      configurationItems: [{ masterKey: 'prescription-type', referenceKey: 'type_ei' }],
      prescriptionValues: { left: { sphere: -1.5 } },
    },
  };
}

function lensPart(groupId: string, masterKey: string, options: Options = {}): CheckedBasketItem {
  return {
    ...item(`${groupId}-${masterKey}`, options),
    product: { masterKey },
    itemGroup: { id: groupId, isMainItem: false },
  };
}

/** A frame with its four rx parts; the lens quality part gets `partOptions`. */
function rxGlasses(groupId: string, frameOptions: Options = {}, partOptions: Options = {}) {
  return [
    frame(groupId, frameOptions),
    ...rxBundleMasterKeys.map((masterKey) =>
      lensPart(groupId, masterKey, masterKey === 'rx_lens_quality_index' ? partOptions : {}),
    ),
  ];
}

const ok: BasketItemCheck = { ok: true };

describe('§2/§8 a basket item fails a check: the checkout button is hidden', () => {
  it.each<[string, CheckedBasketItem[], string, BasketItemCheck]>([
    ['an available item in stock', [item('a', { availableQuantity: 7 })], 'a', ok],
    ['an item the backend gave no available quantity', [item('a')], 'a', ok],
    ['exactly the available quantity', [item('a', { quantity: 3, availableQuantity: 3 })], 'a', ok],
    [
      'an item no longer sellable (§4)',
      [item('a', { status: 'unavailable', availableQuantity: 0 })],
      'a',
      { ok: false, reason: 'unavailable' },
    ],
    [
      'an item gone from the catalogue',
      [item('a', { status: 'deleted' })],
      'a',
      { ok: false, reason: 'unavailable' },
    ],
    [
      'more pieces than available',
      [item('a', { quantity: 4, availableQuantity: 2 })],
      'a',
      { ok: false, reason: 'insufficient_quantity', availableQuantity: 2 },
    ],
    [
      'none left at all is no shortage but unavailability',
      [item('a', { quantity: 2, availableQuantity: 0 })],
      'a',
      { ok: false, reason: 'unavailable' },
    ],
    [
      'an unavailable item short of stock is reported unavailable',
      [item('a', { status: 'unavailable', quantity: 2, availableQuantity: 0 })],
      'a',
      { ok: false, reason: 'unavailable' },
    ],
    [
      'the other items of a basket with a failing one',
      [item('a'), item('b', { status: 'unavailable' })],
      'a',
      ok,
    ],
    ['the frame of a complete rx pair', rxGlasses('g1'), 'g1-frame', ok],
    [
      'the frame of an rx pair without its lens type (§5 incomplete)',
      rxGlasses('g1').filter((line) => line.product.masterKey !== 'rx_lens_types'),
      'g1-frame',
      { ok: false, reason: 'incomplete_group' },
    ],
    [
      'a lens part whose frame is gone',
      rxGlasses('g1').slice(1),
      'g1-rx_lens_types',
      { ok: false, reason: 'incomplete_group' },
    ],
    [
      'the frame of a pair whose lens part is short of stock (§4 the group goes whole)',
      rxGlasses('g1', {}, { quantity: 2, availableQuantity: 1 }),
      'g1-frame',
      { ok: false, reason: 'insufficient_quantity', availableQuantity: 1 },
    ],
    [
      'the frame of a pair whose lens part is unavailable (the group is ordered whole)',
      rxGlasses('g1', {}, { status: 'unavailable' }),
      'g1-frame',
      { ok: false, reason: 'unavailable' },
    ],
    [
      'that unavailable lens part',
      rxGlasses('g1', {}, { status: 'unavailable' }),
      'g1-rx_lens_quality_index',
      { ok: false, reason: 'unavailable' },
    ],
    ['another group of the basket', [...rxGlasses('g1').slice(1), ...rxGlasses('g2')], 'g2-frame', ok],
  ])('%s', (_case, items, key, check) => {
    const checked = items.find((line) => line.key === key);
    if (!checked) throw new Error(`No item ${key}`);
    expect(checkBasketItem(checked, items)).toEqual(check);
  });
});
