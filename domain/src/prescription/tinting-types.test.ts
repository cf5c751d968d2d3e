import { describe, expect, it } from 'vitest';
import { TintingTypeSchema, tintingTypes } from './tinting-types.ts';

describe('§9 lens tinting types', () => {
  it('are clear, blue light filter, tinted, sunglasses, polarized and transition', () => {
    expect(tintingTypes).toEqual([
      'clear',
      'blue_light_filter',
      'tinted',
      'sunglasses',
      'polarized',
      'transition',
    ]);
  });

  it.each([
    ['polarized', true],
    ['blue_light_filter', true],
    ['blue light filter', false],
    ['mirrored', false],
  ])('%j is a tinting type: %s', (value, valid) => {
    expect(TintingTypeSchema.safeParse(value).success).toBe(valid);
  });
});
