import { describe, expect, it } from 'vitest';
import { lensData } from './entity-samples.fixtures.ts';
import { LensDataSchema } from './lens-data.ts';
import { refusalPath } from './schema-checks.fixtures.ts';

describe('§3 Lens data (getRxProducts)', () => {
  it('groups the rx products by what they configure', () => {
    const parsed = LensDataSchema.parse(lensData);
    expect(parsed).toEqual(lensData);
    expect(parsed.rxLensQualityIndex.map((product) => product.masterKey)).toEqual(['rx_lens_quality_index']);
  });

  it('a shop without free service has rxFreeServiceProduct null', () => {
    expect(LensDataSchema.parse({ ...lensData, rxFreeServiceProduct: null }).rxFreeServiceProduct).toBeNull();
  });

  it.each([
    ['no lens types', { ...lensData, rxLensTypes: undefined }, ['rxLensTypes']],
    ['no quality index list', { ...lensData, rxLensQualityIndex: undefined }, ['rxLensQualityIndex']],
    ['no tinting list', { ...lensData, rxTintingTypes: undefined }, ['rxTintingTypes']],
    [
      'a missing free service entry',
      { ...lensData, rxFreeServiceProduct: undefined },
      ['rxFreeServiceProduct'],
    ],
    [
      'a broken tinting product',
      { ...lensData, rxTintingTypes: [{ id: 1 }] },
      ['rxTintingTypes', 0, 'isActive'],
    ],
  ])('lens data with %s is refused', (_case, value, path) => {
    expect(refusalPath(LensDataSchema, value)).toEqual(path);
  });
});
