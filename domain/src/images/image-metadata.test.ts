import { describe, expect, it } from 'vitest';
import { readImageMetadata, unreadableImageMetadata } from './image-metadata.ts';

const throwing = {
  get width(): number {
    throw new Error('metadata not loaded');
  },
  height: 10,
};

describe('§8 image metadata', () => {
  it('§8 unreadable metadata is width, height and ratio 0', () => {
    expect(unreadableImageMetadata).toEqual({ width: 0, height: 0, ratio: 0 });
  });

  it.each([
    [
      { width: 800, height: 600 },
      { width: 800, height: 600, ratio: 800 / 600 },
    ],
    [
      { width: 1200, height: 630, format: 'jpeg' },
      { width: 1200, height: 630, ratio: 1200 / 630 },
    ],
    [
      { width: 0.5, height: 1 },
      { width: 0.5, height: 1, ratio: 0.5 },
    ],
  ])('§8 %j is read as %j', (input, metadata) => {
    expect(readImageMetadata(input)).toEqual(metadata);
  });

  it.each([
    ['no height', { width: 800 }],
    ['no width', { height: 600 }],
    ['zero width', { width: 0, height: 600 }],
    ['zero height', { width: 800, height: 0 }],
    ['negative width', { width: -800, height: 600 }],
    ['negative height', { width: 800, height: -600 }],
    ['NaN width', { width: Number.NaN, height: 600 }],
    ['infinite height', { width: 800, height: Number.POSITIVE_INFINITY }],
    ['text sizes', { width: '800', height: '600' }],
    ['null', null],
    ['undefined', undefined],
    ['a number', 42],
    ['a string', '800x600'],
    ['an array', [800, 600]],
    ['a throwing getter', throwing],
  ])('§8 metadata failure (%s) gives width, height, ratio 0', (_case, input) => {
    expect(readImageMetadata(input)).toEqual({ width: 0, height: 0, ratio: 0 });
  });
});
