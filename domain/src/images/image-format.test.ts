import { describe, expect, it } from 'vitest';
import {
  ImageFormatSchema,
  defaultImageFormat,
  imageFormatOfFileName,
  imageFormats,
  isImageFormat,
} from './image-format.ts';

describe('§5 image formats', () => {
  it('§5 image formats: jpg, jpeg, png, gif, bmp, avif, webp, and §9 webp by default', () => {
    expect(imageFormats).toEqual(['jpg', 'jpeg', 'png', 'gif', 'bmp', 'avif', 'webp']);
    expect(defaultImageFormat).toBe('webp');
    expect(ImageFormatSchema.parse('avif')).toBe('avif');
    expect(ImageFormatSchema.safeParse('tiff').success).toBe(false);
  });

  it.each([
    ['jpg', true],
    ['jpeg', true],
    ['png', true],
    ['gif', true],
    ['bmp', true],
    ['avif', true],
    ['webp', true],
    ['JPG', false],
    ['tiff', false],
    ['svg', false],
    ['heic', false],
    ['', false],
    [' webp', false],
  ])('§5 image formats: %j is allowed: %s', (value, allowed) => {
    expect(isImageFormat(value)).toBe(allowed);
  });

  it.each([
    ['Rezept.JPG', 'jpg'],
    ['scan.jpeg', 'jpeg'],
    ['brille.v2.png', 'png'],
    ['photo.WebP', 'webp'],
    ['.avif', 'avif'],
    ['animation.gif', 'gif'],
    ['scan.bmp', 'bmp'],
    ['no-extension', undefined],
    ['png', undefined],
    ['trailing-dot.', undefined],
    ['scan.tiff', undefined],
    ['rezept.png.exe', undefined],
    ['', undefined],
  ])('§5 image formats: the upload %j is a %s', (fileName, format) => {
    expect(imageFormatOfFileName(fileName)).toBe(format);
  });
});
