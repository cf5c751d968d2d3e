import { describe, expect, it } from 'vitest';
import type { Product } from '@lumen/domain';
import { frontImageHash, opaqueBox } from './frame-sprite.ts';

// §2 virtual try-on: the frame's picture is its front image cut to the frame.

/** A 6 × 4 picture, transparent but for the given pixels at the given alpha. */
function pixels(opaque: [number, number, number][]) {
  const width = 6;
  const height = 4;
  const data = new Uint8ClampedArray(width * height * 4);
  for (const [x, y, alpha] of opaque) data[(y * width + x) * 4 + 3] = alpha;
  return { data, width, height };
}

describe('§2 the frame cut from its front image', () => {
  it('spans the frame’s opaque pixels, not the faint shadow below', () => {
    const picture = pixels([
      [1, 0, 255],
      [4, 1, 200],
      [2, 3, 30], // the shadow
    ]);
    expect(opaqueBox(picture, 96)).toEqual({ left: 1, top: 0, right: 5, bottom: 2 });
  });

  it('finds nothing in a picture without a frame', () => {
    expect(opaqueBox(pixels([[2, 2, 40]]), 96)).toBeUndefined();
  });

  it('takes the image seen from the front, else the first', () => {
    const view = (value: string) => ({
      imageView: {
        id: null,
        key: 'imageView',
        label: 'Image view',
        type: null,
        multiSelect: false as const,
        values: { label: value, value },
      },
    });
    const images: Product['images'] = [
      { hash: 'a'.repeat(32), name: 'NOVA-side', attributes: view('side') },
      { hash: 'b'.repeat(32), name: 'NOVA-front', attributes: view('front') },
    ];
    expect(frontImageHash({ images })).toBe('b'.repeat(32));
    expect(frontImageHash({ images: [{ hash: 'c'.repeat(32), name: 'NOVA' }] })).toBe('c'.repeat(32));
    expect(frontImageHash({ images: [] })).toBeUndefined();
  });
});
