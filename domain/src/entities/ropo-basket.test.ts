import { describe, expect, it } from 'vitest';
import { refusalPath } from './schema-checks.fixtures.ts';
import { RopoBasketSchema, RopoSlotSchema, ropoBasketSchema } from './ropo-basket.ts';
import { sdkProduct, sdkVariant } from './wire-samples.fixtures.ts';

const frame = { product: sdkProduct, variant: sdkVariant };

describe('§3/§4 ROPO basket: a fixed-length list of slots, each empty or holding product and variant', () => {
  it('a slot is empty (null) or holds product and variant', () => {
    expect(RopoSlotSchema.parse(null)).toBeNull();
    expect(RopoSlotSchema.parse(frame)).toEqual(frame);
    expect(refusalPath(RopoSlotSchema, { product: sdkProduct })).toEqual(['variant']);
    expect(refusalPath(RopoSlotSchema, { variant: sdkVariant })).toEqual(['product']);
    expect(RopoSlotSchema.safeParse(undefined).success).toBe(false);
  });

  it('keeps the slot positions, gaps included (§4: removal empties a slot)', () => {
    const slots = [null, frame, null];
    expect(RopoBasketSchema.parse(slots)).toEqual(slots);
    expect(refusalPath(RopoBasketSchema, [null, { product: sdkProduct, variant: { id: 1 } }])).toEqual([
      1,
      'variant',
      'referenceKey',
    ]);
  });

  it.each([
    [3, [null, frame, null], true],
    [3, [null, null], false],
    [3, [null, null, null, null], false],
    [1, [frame], true],
    [0, [], true],
    [0, [null], false],
  ])('a shop with %i slots accepts %j: %s', (max, slots, accepted) => {
    expect(ropoBasketSchema(max).safeParse(slots).success).toBe(accepted);
  });

  it.each([[-1], [1.5], [Number.NaN], [Number.POSITIVE_INFINITY]])(
    'a slot count of %d is a broken invariant',
    (max) => {
      expect(() => ropoBasketSchema(max)).toThrow(RangeError);
      expect(() => ropoBasketSchema(max)).toThrow(
        `A ROPO basket needs a whole, non-negative number of slots, not ${max}`,
      );
    },
  );
});
