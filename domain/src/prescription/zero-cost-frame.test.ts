import { describe, expect, it } from 'vitest';
import type { ProductAttributes } from '../catalog/product-attributes.ts';
import { isZeroCostFrame, isZeroTariffFrame } from './zero-cost-frame.ts';

const tariff = (label: string): ProductAttributes => ({ zeroTariff: { values: { label } } });

describe('§3 zero-cost frames', () => {
  it.each([
    ['ja', true],
    ['true', true],
    ['tak', true],
    ['nein', false],
    ['0', false],
  ])('§5 a zeroTariff attribute of "%s" puts the frame in the tariff: %s', (label, expected) => {
    expect(isZeroTariffFrame({ attributes: tariff(label) })).toBe(expected);
  });

  it('a frame without the attribute is not in the tariff', () => {
    expect(isZeroTariffFrame({ attributes: {} })).toBe(false);
    expect(isZeroTariffFrame({ attributes: null })).toBe(false);
  });

  it.each<[string, boolean, boolean, boolean]>([
    ['made into prescription glasses where the shop enables it', true, true, true],
    ['where the shop does not enable it', false, true, false],
    ['as the frame only (or a home try-on)', true, false, false],
  ])('a zero-tariff frame costs nothing %s: %s', (_case, shopEnables, withLenses, expected) => {
    expect(isZeroCostFrame({ shopEnables, product: { attributes: tariff('ja') }, withLenses })).toBe(
      expected,
    );
  });

  it('a frame outside the tariff costs its price with lenses too', () => {
    expect(isZeroCostFrame({ shopEnables: true, product: { attributes: {} }, withLenses: true })).toBe(false);
  });
});
