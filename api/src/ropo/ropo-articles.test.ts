import type { Product } from '@lumen/domain';
import { describe, expect, it } from 'vitest';
import { isInRopoCategory, withoutGone } from './ropo-articles.ts';

const withCategory = (label: string | undefined) =>
  ({
    attributes:
      label === undefined
        ? {}
        : {
            category: {
              id: 1,
              key: 'category',
              label: 'Category',
              multiSelect: false,
              values: { label, value: 'glasses' },
            },
          },
  }) as unknown as Product;

describe('§3 ropo.categoryPath: which products the ROPO basket takes', () => {
  it.each([
    ['Master|Eyewear|Frames', true],
    ['Master|Eyewear|Frames|Women', true],
    ['Master|Eyewear|FramesOutlet', false],
    ['Master|Eyewear|Sunglasses', false],
    ['Master|Eyewear', false],
    [undefined, false],
  ])('%s: %s', (label, taken) => {
    expect(isInRopoCategory(withCategory(label), 'Master|Eyewear|Frames')).toBe(taken);
  });
});

describe('frames the shop no longer offers free their slots', () => {
  const article = (productId: number, variantId: number) => ({
    product: { id: productId },
    variant: { id: variantId },
  });

  it('empties only the slots of the articles gone', () => {
    expect(withoutGone([article(1, 10), article(2, 20), null, article(1, 11)], [article(1, 10)])).toEqual([
      null,
      article(2, 20),
      null,
      article(1, 11),
    ]);
  });
});
