import { describe, expect, it } from 'vitest';
import { LensDataSchema } from '../entities/lens-data.ts';
import type { Product } from '../entities/product.ts';
import { sdkProduct } from '../entities/wire-samples.fixtures.ts';
import {
  configuratorStepsFor,
  configuredCents,
  emptyConfiguratorChoice,
  furthestConfiguratorStep,
  glassOptions,
  mayShowConfiguratorStep,
  nextStepFor,
  offersPrescriptionConfigurator,
  prescriptionValuesProblem,
} from './configurator-flow.ts';
import type { ConfiguratorChoice } from './configurator-flow.ts';
import type { PrescriptionValues } from './prescription-values.ts';

/** A lens option as getRxProducts answers it: one variant with its price, its key in custom data. */
function lens(id: number, masterKey: string, rxOption: string, withTax: number): Product {
  const variant = sdkProduct.variants![0]!;
  return {
    ...sdkProduct,
    id,
    masterKey,
    customData: { rxOption },
    variants: [{ ...variant, id: id + 400_000, price: { ...variant.price, withTax } }],
  };
}

const lensData = LensDataSchema.parse({
  rxLensTypes: [
    lens(100_001, 'rx_lens_types', 'single_vision', 3895),
    lens(100_002, 'rx_lens_types', 'varifocal', 18_900),
    lens(100_099, 'rx_lens_types', 'bifocal_unknown', 1000),
  ],
  rxLensQualityIndex: [
    lens(100_008, 'rx_lens_quality_index', 'index_ad', 9900),
    lens(100_004, 'rx_lens_quality_index', 'index_cr', 1895),
    lens(100_005, 'rx_lens_quality_index', 'index_cr_nocoat', 995),
    lens(100_006, 'rx_lens_quality_index', 'index_ch', 4895),
  ],
  rxTintingTypes: [
    lens(100_011, 'rx_tinting_types', 'clear', 895),
    lens(100_014, 'rx_tinting_types', 'sunglasses', 3895),
    lens(100_015, 'rx_tinting_types', 'polarized', 6900),
    lens(100_012, 'rx_tinting_types', 'blue_light_filter', 2895),
  ],
  rxFreeServiceProduct: lens(100_017, 'rx_services', 'service', 0),
});

const values = (right: number, left: number, extra: object = {}): PrescriptionValues => ({
  right: { sphere: right, pd: 32, ...extra },
  left: { sphere: left, pd: 31.5, ...extra },
});

describe('§2 the configurator’s steps per prescription type (§4)', () => {
  it.each([
    [undefined, ['prescription-type']],
    ['appointment', ['prescription-type']],
    ['type_none', ['prescription-type', 'summary']],
    ['home_try_on', ['prescription-type', 'summary']],
    [
      'type_ei',
      [
        'prescription-type',
        'prescription',
        'prescription-values',
        'confirm-prescription-values',
        'glass-type',
        'extras',
        'summary',
      ],
    ],
  ] as const)('%s → %j', (type, steps) => {
    expect(configuratorStepsFor(type)).toEqual(steps);
  });

  it('the step after the type is the summary for the frame alone, the prescription for glasses with values', () => {
    expect(nextStepFor('type_none', 'prescription-type')).toBe('summary');
    expect(nextStepFor('type_ei', 'prescription-type')).toBe('prescription');
    expect(nextStepFor('type_ei', 'summary')).toBeUndefined();
  });
});

describe('§5 values the lenses can be made from', () => {
  it.each([
    ['both spheres and distances', values(-1.25, -1.5), undefined],
    ['plano (0) is a sphere', values(0, 0), undefined],
    [
      'no right sphere',
      { right: { pd: 32 }, left: { sphere: -1, pd: 32 } },
      ['right', 'sphere', 'validation.prescription.sphereRequired'],
    ],
    [
      'no left pupil distance',
      { right: { sphere: -1, pd: 32 }, left: { sphere: -1 } },
      ['left', 'pd', 'validation.prescription.pdRequired'],
    ],
    [
      'a cylinder without axis',
      values(-1, -1, { cylinder: -0.75 }),
      ['right', 'axis', 'validation.prescription.axisRequired'],
    ],
    ['a sphere beyond ±20', values(-20.25, -1), ['right', 'sphere', 'validation.prescription.range']],
  ] as const)('%s', (_case, given, problem) => {
    const found = prescriptionValuesProblem(given);
    expect(found && [found.eye, found.field, found.message.key]).toEqual(problem);
  });
});

describe('§5 what the glass type and extras steps offer', () => {
  const input = { values: values(-1.25, -0.5), rxSunglasses: true };

  it('quality tiers thinnest last, cheapest first within a tier; the spheres set the lowest tier', () => {
    const options = glassOptions(lensData, input);
    expect(options.qualities.map((option) => [option.product.id, option.tier, option.available])).toEqual([
      [100_005, 1.5, false],
      [100_004, 1.5, false],
      [100_006, 1.6, true],
      [100_008, 1.67, true],
    ]);
  });

  it.each([
    ['weak values in a full-rim frame: every tier', values(-0.5, 0.25), 'full_rim', null, [1.5, 1.6, 1.67]],
    ['a rimless frame drops 1.5', values(-0.5, 0.25), 'rimless', null, [1.6, 1.67]],
    ['strong values need 1.67', values(-3, -0.5), 'full_rim', null, [1.67]],
    ['the country list overrides', values(-0.5, 0.25), 'full_rim', [1.5, 1.6], [1.5, 1.6]],
  ] as const)('%s', (_case, given, frameType, countryTiers, tiers) => {
    const options = glassOptions(lensData, { values: given, frameType, countryTiers, rxSunglasses: true });
    expect([...new Set(options.qualities.filter((o) => o.available).map((o) => o.tier))]).toEqual(tiers);
    expect(options.branchOnly).toBe(false);
  });

  it('§5 strong values in a country without 1.67: no tier, the lenses are made in a branch', () => {
    const options = glassOptions(lensData, {
      values: values(-4, -4),
      countryTiers: [1.5, 1.6],
      rxSunglasses: true,
    });
    expect(options.branchOnly).toBe(true);
    expect(options.qualities.every((option) => !option.available)).toBe(true);
  });

  it.each([
    ['within the lab’s range', values(-9.75, 7.75, { cylinder: -4, axis: 10 }), false],
    ['a sphere below −10', values(-10.25, -1), true],
    ['a sphere above +8', values(1, 8.25), true],
    ['a cylinder beyond ±4', values(-1, -1, { cylinder: -4.25, axis: 90 }), true],
    ['a prism', values(-1, -1, { prism: 1, prismBase: 90 }), true],
  ] as const)('values the online lab cannot make go to a branch: %s → %s', (_case, given, branch) => {
    const options = glassOptions(lensData, { values: given, rxSunglasses: true });
    expect(options.branchOnly).toBe(branch);
    expect(options.qualities.some((option) => option.available)).toBe(!branch);
  });

  it('varifocal lenses need an addition in both eyes; an unknown lens type is not offered', () => {
    const without = glassOptions(lensData, input).lensTypes;
    expect(without.map((option) => [option.product.id, option.available])).toEqual([
      [100_001, true],
      [100_002, false],
    ]);
    const withAddition = glassOptions(lensData, { ...input, values: values(-1, -1, { addition: 2 }) });
    expect(withAddition.lensTypes.every((option) => option.available)).toBe(true);
  });

  it('sunglass tints only where the shop sells prescription sunglasses', () => {
    const tints = (rxSunglasses: boolean) =>
      glassOptions(lensData, { ...input, rxSunglasses }).tints.map((o) => o.tint);
    expect(tints(true)).toEqual(['clear', 'sunglasses', 'polarized', 'blue_light_filter']);
    expect(tints(false)).toEqual(['clear', 'blue_light_filter']);
  });
});

describe('§2 how far the shopper may go (a reload or a link never skips an answer)', () => {
  const options = glassOptions(lensData, { values: values(-1.25, -0.5), rxSunglasses: true });
  const full: ConfiguratorChoice = {
    type: 'type_ei',
    source: 'enter',
    values: values(-1.25, -0.5),
    valuesConfirmed: true,
    lensTypeId: 100_001,
    qualityId: 100_006,
    tintId: 100_011,
  };

  it.each([
    ['nothing chosen', emptyConfiguratorChoice, 'prescription-type'],
    ['the frame alone', { ...emptyConfiguratorChoice, type: 'type_none' }, 'summary'],
    ['an eye test', { ...emptyConfiguratorChoice, type: 'appointment' }, 'prescription-type'],
    ['glasses, no source yet', { ...emptyConfiguratorChoice, type: 'type_ei' }, 'prescription'],
    ['values missing', { ...full, values: { right: {}, left: {} } }, 'prescription-values'],
    ['values not confirmed', { ...full, valuesConfirmed: false }, 'confirm-prescription-values'],
    ['a tier the values no longer allow', { ...full, qualityId: 100_004 }, 'glass-type'],
    ['no tint', { ...full, tintId: undefined }, 'extras'],
    ['everything', full, 'summary'],
  ] as const)('%s → %s', (_case, choice, step) => {
    expect(furthestConfiguratorStep(choice as ConfiguratorChoice, options)).toBe(step);
  });

  it('while the lens options load, the glass type is as far as it goes', () => {
    expect(furthestConfiguratorStep(full, undefined)).toBe('glass-type');
  });

  it('a step of another type or beyond the furthest may not be shown', () => {
    expect(mayShowConfiguratorStep('extras', full, options)).toBe(true);
    expect(mayShowConfiguratorStep('glass-type', { ...full, valuesConfirmed: false }, options)).toBe(false);
    expect(mayShowConfiguratorStep('prescription', { ...full, type: 'type_none' }, options)).toBe(false);
  });
});

describe('the price while choosing: the frame and each chosen option', () => {
  const options = glassOptions(lensData, { values: values(-1.25, -0.5), rxSunglasses: true });
  it.each([
    ['the frame alone', { ...emptyConfiguratorChoice, type: 'type_none' }, 12_900],
    ['glasses before the options', { ...emptyConfiguratorChoice, type: 'type_ei' }, 12_900],
    [
      'glasses with lens type, tier and tint (the service is free)',
      {
        ...emptyConfiguratorChoice,
        type: 'type_ei',
        lensTypeId: 100_001,
        qualityId: 100_006,
        tintId: 100_012,
      },
      12_900 + 3895 + 4895 + 2895,
    ],
  ] as const)('%s', (_case, choice, cents) => {
    expect(configuredCents(12_900, choice as ConfiguratorChoice, options)).toBe(cents);
  });
});

describe('§3 which product pages offer the configurator', () => {
  it.each([
    ['correctional-glasses', true, true],
    ['correctional-glasses', false, false],
    ['glasses-pdp', true, false],
    ['contact-lens-pdp', true, false],
    [undefined, true, false],
  ] as const)('%s with rxConfigurator %s → %s', (type, flag, offered) => {
    expect(offersPrescriptionConfigurator(type, { rxConfigurator: flag })).toBe(offered);
  });
});
