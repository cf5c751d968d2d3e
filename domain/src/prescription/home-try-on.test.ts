import { describe, expect, it } from 'vitest';
import { availablePrescriptionTypes, checkHomeTryOn, homeTryOnFrame } from './home-try-on.ts';

describe('§5 home try-on only for prescription glasses that are not zero-tariff, where the shop enables it', () => {
  it.each([
    [true, false, true, { ok: true }],
    [true, false, false, { ok: false, reason: 'disabledInShop' }],
    [false, false, true, { ok: false, reason: 'notPrescriptionGlasses' }],
    [true, true, true, { ok: false, reason: 'zeroTariff' }],
    [false, true, false, { ok: false, reason: 'disabledInShop' }],
    [false, true, true, { ok: false, reason: 'notPrescriptionGlasses' }],
  ])(
    'prescription glasses %s, zero tariff %s, shop enables %s: %j',
    (isPrescriptionGlasses, isZeroTariff, shopEnablesHomeTryOn, result) => {
      expect(checkHomeTryOn({ isPrescriptionGlasses, isZeroTariff, shopEnablesHomeTryOn })).toEqual(result);
    },
  );

  it('§4 offers home_try_on among the choices only where it is allowed', () => {
    expect(
      availablePrescriptionTypes({
        isPrescriptionGlasses: true,
        isZeroTariff: false,
        shopEnablesHomeTryOn: true,
      }),
    ).toEqual(['type_ei', 'type_none', 'home_try_on', 'appointment']);
    expect(
      availablePrescriptionTypes({
        isPrescriptionGlasses: true,
        isZeroTariff: true,
        shopEnablesHomeTryOn: true,
      }),
    ).toEqual(['type_ei', 'type_none', 'appointment']);
  });
});

describe('§5 what home try-on reads of a frame', () => {
  const attributes = (type: string, zeroTariff: boolean) => ({
    productType: { values: { label: type, value: type } },
    ...(zeroTariff && { zeroTariff: { values: { label: 'true' } } }),
  });
  it.each([
    [
      'prescription glasses',
      'correctional-glasses',
      false,
      { isPrescriptionGlasses: true, isZeroTariff: false },
    ],
    [
      'a zero-tariff frame',
      'correctional-glasses',
      true,
      { isPrescriptionGlasses: true, isZeroTariff: true },
    ],
    ['sunglasses', 'sunglasses', false, { isPrescriptionGlasses: false, isZeroTariff: false }],
  ])('%s', (_case, type, zeroTariff, expected) => {
    expect(homeTryOnFrame({ attributes: attributes(type, zeroTariff) })).toEqual(expected);
  });
});
