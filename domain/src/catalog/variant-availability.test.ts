import { describe, expect, it } from 'vitest';
import { isVariantAvailable, lowStockThreshold, variantAvailability } from './variant-availability.ts';
import type { VariantAvailability } from './variant-availability.ts';

const variant = (quantity: number, isSellableWithoutStock: boolean) => ({
  stock: { quantity, isSellableWithoutStock },
});

describe('§4 variant availability', () => {
  it.each([
    [1, false, true],
    [0, false, false],
    [-1, false, false],
    [0, true, true],
    [-3, true, true],
    [7, true, true],
  ])('stock %i, sellable without stock %s: available %s', (quantity, sellable, available) => {
    expect(isVariantAvailable(variant(quantity, sellable))).toBe(available);
  });
});

describe('§4 availability tiers (§9 low-stock threshold 5)', () => {
  it('names the threshold 5', () => {
    expect(lowStockThreshold).toBe(5);
  });

  it.each<[number, boolean, VariantAvailability]>([
    [100, false, { tier: 'immediately_available' }],
    [6, false, { tier: 'immediately_available' }],
    [6, true, { tier: 'immediately_available' }],
    [5, false, { tier: 'available_soon', quantity: 5 }],
    [5, true, { tier: 'available_soon', quantity: 5 }],
    [2, false, { tier: 'available_soon', quantity: 2 }],
    [1, false, { tier: 'available_soon', quantity: 1 }],
    [1, true, { tier: 'available_soon', quantity: 1 }],
    [0, true, { tier: 'available_as_soon_as_possible' }],
    [-2, true, { tier: 'available_as_soon_as_possible' }],
    [0, false, { tier: 'not_available' }],
    [-2, false, { tier: 'not_available' }],
  ])('stock %i, sellable without stock %s gives %j', (quantity, sellable, expected) => {
    expect(variantAvailability(variant(quantity, sellable))).toEqual(expected);
  });
});
