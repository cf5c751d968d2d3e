import { imagePresets, productImageUrl, type Product } from '@lumen/domain';

/*
 * The frame's picture for the try-on: the product's front image on a transparent background, cut
 * to the frame itself (from end piece to end piece) so that the picture's width is the frame's
 * width. The image's soft shadow beneath the frame is too faint to count as frame and is cut away.
 */

/** Pixels this opaque or more are frame; the product shot's shadow stays well below. */
const frameAlpha = 96;

export interface FrameSprite {
  src: string;
  /** Width over height of the cut picture. */
  aspectRatio: number;
}

/** The product's image seen from the front (§3 `imageView`), else its first image. */
export function frontImageHash(product: Pick<Product, 'images'>): string | undefined {
  const images = product.images ?? [];
  const front = images.find((image) => {
    const view = image.attributes?.['imageView']?.values;
    return !Array.isArray(view) && view?.value === 'front';
  });
  return (front ?? images[0])?.hash;
}

/** The transparent front image at the gallery's size: the image endpoint draws it like any other. */
function frameImageUrl(hash: string): string {
  return productImageUrl(hash, { ...imagePresets.productGallery, bg: 'transparent', format: 'png' }, 2);
}

/** The box of the pixels at least `minimumAlpha` opaque, or undefined when there are none. */
export function opaqueBox(
  pixels: { data: Uint8ClampedArray; width: number; height: number },
  minimumAlpha: number,
): { left: number; top: number; right: number; bottom: number } | undefined {
  let left = pixels.width;
  let top = pixels.height;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < pixels.height; y += 1) {
    for (let x = 0; x < pixels.width; x += 1) {
      if ((pixels.data[(y * pixels.width + x) * 4 + 3] ?? 0) < minimumAlpha) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  return right < 0 ? undefined : { left, top, right: right + 1, bottom: bottom + 1 };
}

/** Loads the frame's transparent front image and cuts it to the frame. */
export async function loadFrameSprite(hash: string): Promise<FrameSprite> {
  const image = new Image();
  image.src = frameImageUrl(hash);
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D canvas');
  context.drawImage(image, 0, 0);
  const box = opaqueBox(context.getImageData(0, 0, canvas.width, canvas.height), frameAlpha);
  if (!box) throw new Error('The frame image shows no frame');
  const width = box.right - box.left;
  const height = box.bottom - box.top;
  const cut = document.createElement('canvas');
  cut.width = width;
  cut.height = height;
  cut.getContext('2d')?.drawImage(canvas, box.left, box.top, width, height, 0, 0, width, height);
  return { src: cut.toDataURL('image/png'), aspectRatio: width / height };
}
