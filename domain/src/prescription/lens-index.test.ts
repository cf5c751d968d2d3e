import { describe, expect, it } from 'vitest';
import {
  allowedLensIndexTiers,
  drilledOrGroovedFrameTypes,
  isDrilledOrGroovedFrame,
  lensIndexKeyTiers,
  lensIndexTiers,
  minimumLensIndex,
  minimumLensIndexForSphere,
  parseLensIndexKey,
} from './lens-index.ts';
import type { AllowedLensIndexInput, LensIndexTier } from './lens-index.ts';

describe('§5 lens index tier from the sphere', () => {
  it('knows the tiers of §9', () => {
    expect(lensIndexTiers).toEqual([1.5, 1.6, 1.67]);
  });

  it.each<[number, LensIndexTier]>([
    [-20, 1.67],
    [-2.5, 1.67],
    [-2.25, 1.6],
    [-1, 1.6],
    [-0.75, 1.5],
    [0, 1.5],
    [1.25, 1.5],
    [1.5, 1.6],
    [2.25, 1.6],
    [2.5, 1.67],
    [20, 1.67],
  ])('sphere %d needs %d', (sphere, tier) => {
    expect(minimumLensIndexForSphere(sphere)).toBe(tier);
  });

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY]])('refuses the sphere %d', (sphere) => {
    expect(() => minimumLensIndexForSphere(sphere)).toThrow(/sphere/);
  });

  it.each<[Parameters<typeof minimumLensIndex>[0], LensIndexTier]>([
    [{}, 1.5],
    [{ left: null, right: null }, 1.5],
    [{ left: -0.5, right: 0.5 }, 1.5],
    [{ left: -1, right: 0 }, 1.6],
    [{ left: 0, right: -1 }, 1.6],
    [{ left: -3, right: -1 }, 1.67],
    [{ left: -1, right: 3 }, 1.67],
    [{ left: 1.5, right: null }, 1.6],
    [{ right: 2.5 }, 1.67],
  ])('§5 either eye decides: %j needs %d', (spheres, tier) => {
    expect(minimumLensIndex(spheres)).toBe(tier);
  });
});

describe('§5 allowed lens index tiers', () => {
  it.each<[AllowedLensIndexInput, LensIndexTier, LensIndexTier[]]>([
    [{ spheres: { left: 0, right: 0 } }, 1.5, [1.5, 1.6, 1.67]],
    [{ spheres: { left: -1.25, right: 0 } }, 1.6, [1.6, 1.67]],
    [{ spheres: { left: -4, right: 0 } }, 1.67, [1.67]],
    [{ spheres: { left: 0 }, frameType: 'full_rim' }, 1.5, [1.5, 1.6, 1.67]],
    [{ spheres: { left: 0 }, frameType: null }, 1.5, [1.5, 1.6, 1.67]],
    [{ spheres: { left: 0 }, frameType: 'rimless' }, 1.5, [1.6, 1.67]],
    [{ spheres: { left: -1.25 }, frameType: 'nylor' }, 1.6, [1.6, 1.67]],
    [{ spheres: { left: -4 }, frameType: 'randlos' }, 1.67, [1.67]],
    [{ spheres: { left: 0 }, countryTiers: [1.5, 1.6] }, 1.5, [1.5, 1.6]],
    [{ spheres: { left: 0 }, countryTiers: null }, 1.5, [1.5, 1.6, 1.67]],
    [{ spheres: { left: -1.25 }, countryTiers: [1.5, 1.67] }, 1.6, [1.67]],
    [{ spheres: { left: 0 }, frameType: 'gerillt', countryTiers: [1.5, 1.6] }, 1.5, [1.6]],
  ])('%j: minimum %d, offered %j', (input, minimum, tiers) => {
    expect(allowedLensIndexTiers(input)).toEqual({ ok: true, minimum, tiers });
  });

  it.each<[AllowedLensIndexInput, LensIndexTier]>([
    [{ spheres: { left: -4 }, countryTiers: [1.5, 1.6] }, 1.67],
    [{ spheres: { left: 0 }, countryTiers: [] }, 1.5],
    [{ spheres: { left: 0 }, frameType: 'inline_grooves', countryTiers: [1.5] }, 1.5],
  ])('§5 the country list leaves nothing for %j', (input, minimum) => {
    expect(allowedLensIndexTiers(input)).toEqual({ ok: false, reason: 'noTierAvailable', minimum });
  });

  it.each([
    ['rimless', true],
    ['nylor', true],
    ['inline_grooves', true],
    ['randlos', true],
    ['gerillt', true],
    [' Rimless ', true],
    ['NYLOR', true],
    ['full_rim', false],
    ['rimless2', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('§5 %j is a drilled or grooved frame: %s', (frameType, expected) => {
    expect(drilledOrGroovedFrameTypes).toHaveLength(5);
    expect(isDrilledOrGroovedFrame(frameType)).toBe(expected);
  });
});

describe('§9 lens index tier keys', () => {
  it('maps each key to a tier', () => {
    expect(lensIndexKeyTiers).toEqual({ index_cr: 1.5, index_ch: 1.6, index_ad: 1.67, index_ax: 1.67 });
  });

  it.each([
    ['index_cr', { key: 'index_cr', tier: 1.5, variants: [] }],
    ['index_ch', { key: 'index_ch', tier: 1.6, variants: [] }],
    ['index_ad', { key: 'index_ad', tier: 1.67, variants: [] }],
    ['index_ax_nocoat', { key: 'index_ax', tier: 1.67, variants: ['nocoat'] }],
    [' INDEX_CR_Compact ', { key: 'index_cr', tier: 1.5, variants: ['compact'] }],
    ['index_ch_compact_omnichannel', { key: 'index_ch', tier: 1.6, variants: ['compact', 'omnichannel'] }],
  ])('%j reads %j', (value, parsed) => {
    expect(parseLensIndexKey(value)).toEqual(parsed);
  });

  it.each([
    ['index_zz'],
    ['index_crx'],
    ['index_cr_'],
    ['index_cr_tinted'],
    ['index_cr_nocoat_nocoat'],
    ['index_cr_nocoat_tinted'],
    ['x_index_cr'],
    ['index-cr'],
    ['index_constructor'],
    ['index_to'],
    [''],
  ])('%j is no lens index key', (value) => {
    expect(parseLensIndexKey(value)).toBeUndefined();
  });
});
