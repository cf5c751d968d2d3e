import { describe, expect, it } from 'vitest';
import { imageBackgroundColours, imageBrightness } from './image-background.ts';

describe('§9 image backgrounds', () => {
  it.each([
    ['white', 0.96],
    ['grey', 1.06],
    ['transparent', 1],
    [undefined, 1],
    [null, 1],
  ] as const)('§9 brightness: a %s background gives %s', (background, brightness) => {
    expect(imageBrightness(background)).toBe(brightness);
  });

  it('§9 brightness: white and grey photographs end up alike (design decision for the grey fill)', () => {
    expect(imageBackgroundColours).toEqual({ white: '#ffffff', grey: '#e7e7e7' });
    expect(Math.round(0xff * imageBrightness('white'))).toBe(Math.round(0xe7 * imageBrightness('grey')));
  });
});
