import { describe, expect, it } from 'vitest';
import { tileAvailabilityStock } from './tile-availability.ts';

const variant = (id: number, quantity: number, isSellableWithoutStock = false) => ({
  id,
  stock: { quantity, isSellableWithoutStock },
});

describe('§4 the availability a listing tile speaks of', () => {
  it('says nothing while a variant is in stock', () => {
    expect(tileAvailabilityStock({ variants: [variant(1, 0), variant(2, 12)] })).toBeUndefined();
  });
  it('names the last pieces of the best variant', () => {
    expect(tileAvailabilityStock({ variants: [variant(1, 0), variant(2, 3), variant(3, 1)] })).toEqual({
      quantity: 3,
      isSellableWithoutStock: false,
    });
  });
  it('says "not available" only when no variant can be ordered', () => {
    expect(tileAvailabilityStock({ variants: [variant(1, 0), variant(2, 0)] })).toEqual({
      quantity: 0,
      isSellableWithoutStock: false,
    });
    expect(tileAvailabilityStock({ variants: [variant(1, 0), variant(2, 0, true)] })).toBeUndefined();
  });
  it('says nothing without variants', () => {
    expect(tileAvailabilityStock({})).toBeUndefined();
  });
});
