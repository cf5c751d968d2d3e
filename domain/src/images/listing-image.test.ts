import { describe, expect, it } from 'vitest';
import { listingImage, modelImageInterval, picksModelImage } from './listing-image.ts';

describe('§9 every fifth product image picks a model image', () => {
  it('§9 every fifth', () => {
    expect(modelImageInterval).toBe(5);
  });

  it.each([
    [0, false],
    [1, false],
    [3, false],
    [4, true],
    [5, false],
    [8, false],
    [9, true],
    [10, false],
    [14, true],
    [19, true],
    [20, false],
  ])('§9 the tile at position %i (0-based) shows a model image: %s', (position, model) => {
    expect(picksModelImage(position)).toBe(model);
  });

  it.each([-1, 1.5, Number.NaN])('§9 position %s is a programming error', (position) => {
    expect(() => picksModelImage(position)).toThrow(
      `Listing position ${position} is not a whole number from 0`,
    );
  });

  type Image = { id: string; type?: string | null };
  const shot: Image = { id: 'shot', type: 'product' };
  const untyped: Image = { id: 'untyped' };
  const nullTyped: Image = { id: 'null', type: null };
  const model: Image = { id: 'model', type: 'model' };
  const bust: Image = { id: 'bust', type: 'bust' };

  it.each<[Image[], number, string]>([
    [[shot, model, bust], 0, 'shot'],
    [[shot, model, bust], 4, 'model'],
    [[model, bust, shot], 3, 'shot'],
    [[model, bust, shot], 9, 'model'],
    // §9 the fifth a model image, the others none: a bust is not a model image.
    [[bust, model, shot], 4, 'model'],
    [[bust, model], 4, 'model'],
    [[model, bust], 0, 'bust'],
    [[model, bust], 3, 'bust'],
    [[bust, shot], 4, 'shot'],
    [[bust, untyped], 1, 'untyped'],
    [[model, nullTyped], 2, 'null'],
    [[nullTyped, model], 14, 'model'],
    [[model], 0, 'model'],
    [[bust], 4, 'bust'],
    [[shot, untyped], 4, 'shot'],
  ])('§9 images %j at position %i show %s', (images, position, id) => {
    expect(listingImage(images, position, (image) => image.type)?.id).toBe(id);
  });

  it('§9 image types are read through the given accessor', () => {
    const images = [
      { attributes: { imageType: 'packshot' } },
      { attributes: { imageType: 'bust' } },
      { attributes: { imageType: 'model' } },
    ];
    expect(listingImage(images, 4, (image) => image.attributes.imageType)).toBe(images[2]);
    expect(listingImage(images.slice(0, 2), 4, (image) => image.attributes.imageType)).toBe(images[0]);
    expect(listingImage(images, 4, () => undefined)).toBe(images[0]);
  });

  it('§9 a product without images shows none', () => {
    expect(listingImage<Image>([], 0, (image) => image.type)).toBeUndefined();
    expect(listingImage<Image>([], 4, (image) => image.type)).toBeUndefined();
  });
});
