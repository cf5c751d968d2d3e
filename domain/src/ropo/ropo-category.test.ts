import { describe, expect, it } from 'vitest';
import type { ProductAttributes } from '../catalog/product-attributes.ts';
import { isInRopoCategory } from './ropo-category.ts';

const frames = 'Master|Eyewear|Frames';

/** A product whose `category` attribute carries `label` (§3 master path), or none at all. */
const withCategory = (label: string | undefined): { attributes: ProductAttributes } => ({
  attributes: label === undefined ? {} : { category: { values: { label, value: 'glasses' } } },
});

describe('§3 ropo.categoryPath: which products the ROPO basket takes (§4)', () => {
  it.each([
    ['Master|Eyewear|Frames', true],
    ['Master|Eyewear|Frames|Women', true],
    ['Master|Eyewear|Frames|Women|Cat-Eye', true],
    ['Master|Eyewear|FramesOutlet', false],
    ['Master|Eyewear|Sunglasses', false],
    ['Master|Eyewear', false],
    ['Eyewear|Frames', false],
    ['', false],
    [undefined, false],
  ])('category %j: taken %s', (label, taken) => {
    expect(isInRopoCategory(withCategory(label), frames)).toBe(taken);
  });

  it('§3 reads the first value of the category attribute, as its label', () => {
    const attributes: ProductAttributes = {
      category: {
        values: [
          { label: 'Master|Eyewear|Frames|Men', value: 'men' },
          { label: 'Master|Eyewear|Sunglasses', value: 'sun' },
        ],
      },
    };
    expect(isInRopoCategory({ attributes }, frames)).toBe(true);
    expect(
      isInRopoCategory({ attributes: { category: { values: { label: 'x', value: frames } } } }, frames),
    ).toBe(false);
  });

  it('§3 a product without attributes is in no ROPO category', () => {
    expect(isInRopoCategory({}, frames)).toBe(false);
    expect(isInRopoCategory({ attributes: null }, frames)).toBe(false);
    expect(isInRopoCategory({ attributes: { category: null } }, frames)).toBe(false);
  });
});
