import { describe, expect, it } from 'vitest';
import {
  defaultImageHeight,
  defaultImageQuality,
  imageDensities,
  imagePreset,
  imagePresets,
  isProductImageSize,
  productImageSizes,
  socialImageSize,
  unofferedImageSize,
} from './image-sizes.ts';
import type { ImageSize } from './image-sizes.ts';

const widths = [160, 224, 320, 448, 640, 800, 1200, 1600, 2400];

describe('§9 image densities, quality and the 3:4 default height', () => {
  it('§9 densities 1 and 2, quality 75', () => {
    expect(imageDensities).toEqual([1, 2]);
    expect(defaultImageQuality).toBe(75);
  });

  it.each([
    [300, 400],
    [400, 534],
    [100, 134],
    [1, 2],
    [2, 3],
    [3, 4],
    [3000, 4000],
  ])('§9 width without height: width %i gives height ceil(width×4/3) = %i', (width, height) => {
    expect(defaultImageHeight(width)).toBe(height);
  });
});

describe('§9 image presets: the sizes the pages use', () => {
  it('§9 social image 1200×630; the other presets are design decisions', () => {
    expect(socialImageSize).toEqual({ width: 1200, height: 630 });
    expect(imagePresets).toEqual({
      productTile: { width: 320 },
      productGallery: { width: 800 },
      subscriptionShot: { width: 224 },
      basketItem: { width: 160 },
      social: { width: 1200, height: 630, format: 'jpg' },
    });
  });

  it.each([
    ['productTile', { width: 320 }],
    ['productGallery', { width: 800 }],
    ['subscriptionShot', { width: 224 }],
    ['basketItem', { width: 160 }],
    ['social', { width: 1200, height: 630, format: 'jpg' }],
  ])('§9 the preset %s is %j', (name, modifiers) => {
    expect(imagePreset(name)).toEqual(modifiers);
  });

  it.each(['hero', '', 'Social', 'toString', '__proto__', 'constructor'])(
    '§8 unknown image preset %j is an error',
    (name) => {
      expect(() => imagePreset(name)).toThrow(`Unknown image preset "${name}"`);
    },
  );
});

describe('§9 the sizes the product image endpoint draws', () => {
  it('§9 each preset at densities 1 and 2, quality 75, by width', () => {
    expect(productImageSizes).toEqual([
      { width: 160, height: 214, quality: 75 },
      { width: 224, height: 299, quality: 75 },
      // The 1x tile and the 2x basket line share a width, not a height: 2 × 214 is not ceil(320 × 4 / 3).
      { width: 320, height: 427, quality: 75 },
      { width: 320, height: 428, quality: 75 },
      { width: 448, height: 598, quality: 75 },
      { width: 640, height: 854, quality: 75 },
      { width: 800, height: 1067, quality: 75 },
      { width: 1200, height: 630, quality: 75 },
      { width: 1600, height: 2134, quality: 75 },
      { width: 2400, height: 1260, quality: 75 },
    ]);
  });

  it('§9 every preset is offered at both densities', () => {
    for (const preset of Object.values(imagePresets)) {
      for (const density of imageDensities) {
        const height = 'height' in preset ? preset.height : defaultImageHeight(preset.width);
        expect(
          isProductImageSize({ width: preset.width * density, height: height * density, quality: 75 }),
        ).toBe(true);
      }
    }
  });

  it.each<[ImageSize, ReturnType<typeof unofferedImageSize>]>([
    [{ width: 320, height: 427, quality: 75 }, undefined],
    [{ width: 2400, height: 1260, quality: 75 }, undefined],
    [
      { width: 400, height: 534, quality: 75 },
      { parameter: 'width', offered: widths },
    ],
    [
      { width: 3000, height: 4000, quality: 75 },
      { parameter: 'width', offered: widths },
    ],
    [
      { width: 0, height: 0, quality: 0 },
      { parameter: 'width', offered: widths },
    ],
    [
      { width: 320, height: 320, quality: 75 },
      { parameter: 'height', offered: [427, 428] },
    ],
    [
      { width: 1200, height: 1600, quality: 75 },
      { parameter: 'height', offered: [630] },
    ],
    [
      { width: 320, height: 427, quality: 60 },
      { parameter: 'quality', offered: [75] },
    ],
  ])('§9 %j: %j', (size, unoffered) => {
    expect(unofferedImageSize(size)).toEqual(unoffered);
    expect(isProductImageSize(size)).toBe(unoffered === undefined);
  });
});
