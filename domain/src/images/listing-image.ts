import { imageTypes } from '../entities/product.ts';

/** §9: every fifth product image in a listing is a model image. */
export const modelImageInterval = 5;

/**
 * Whether the product tile at `position` (0-based, in listing order) shows a model image:
 * the 5th, 10th, 15th… tile, that is positions 4, 9, 14… Counting from 1 keeps the first tile,
 * the one above the fold, a product shot.
 */
export function picksModelImage(position: number): boolean {
  if (!Number.isInteger(position) || position < 0) {
    throw new RangeError(`Listing position ${position} is not a whole number from 0`);
  }
  return (position + 1) % modelImageInterval === 0;
}

/**
 * The image a product tile shows (§9): on every fifth tile the product's first model image (the
 * frame worn by a person); on the others never a model image, but its first product shot (an image
 * of neither §9 type), else its first bust image. A product without the image its tile asks for
 * shows the other kind rather than none; undefined when it has no image at all. `imageTypeOf`
 * reads an image's imageType attribute, so any image shape will do.
 */
export function listingImage<T>(
  images: readonly T[],
  position: number,
  imageTypeOf: (image: T) => string | null | undefined,
): T | undefined {
  const isModelImage = (image: T) => imageTypeOf(image) === 'model';
  const isProductShot = (image: T) => !(imageTypes as readonly unknown[]).includes(imageTypeOf(image));
  const other = images.find(isProductShot) ?? images.find((image) => !isModelImage(image)) ?? images[0];
  if (!picksModelImage(position)) return other;
  return images.find(isModelImage) ?? other;
}
