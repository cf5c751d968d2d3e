/** The size of an image as the page needs it to reserve space: width, height and width ÷ height. */
export interface ImageMetadata {
  width: number;
  height: number;
  ratio: number;
}

/** §8: what image metadata is when it cannot be read. */
export const unreadableImageMetadata: ImageMetadata = Object.freeze({ width: 0, height: 0, ratio: 0 });

function isPositiveSize(value: unknown): value is number {
  return typeof value === 'number' && value > 0 && value < Number.POSITIVE_INFINITY;
}

/**
 * Reads `{ width, height }` from whatever an image library or a content system answered. Anything
 * unreadable (not an object, a size that is missing, zero, negative or not a number, or a getter
 * that throws) gives width, height and ratio 0 (§8) instead of failing the page.
 */
export function readImageMetadata(input: unknown): ImageMetadata {
  try {
    // Object() turns null and primitives into objects without a width, which read as unreadable.
    const { width, height } = Object(input) as { width?: unknown; height?: unknown };
    if (!isPositiveSize(width) || !isPositiveSize(height)) return unreadableImageMetadata;
    return { width, height, ratio: width / height };
  } catch {
    return unreadableImageMetadata;
  }
}
