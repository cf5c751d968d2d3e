import sharp from 'sharp';

export type Rgba = [number, number, number, number];

export interface Pixels {
  width: number;
  height: number;
  at(x: number, y: number): Rgba;
  /** Share of pixels (0 … 1) for which `test` holds. */
  share(test: (pixel: Rgba) => boolean): number;
  /** The raw RGBA bytes, to compare two images exactly. */
  data: Buffer;
}

/** Decodes an encoded image (any format sharp reads) into RGBA pixels a test can probe. */
export async function readPixels(image: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number): Rgba => {
    const offset = (y * info.width + x) * 4;
    return [data[offset] ?? 0, data[offset + 1] ?? 0, data[offset + 2] ?? 0, data[offset + 3] ?? 0];
  };
  return {
    width: info.width,
    height: info.height,
    data,
    at,
    share(test) {
      let count = 0;
      for (let y = 0; y < info.height; y += 1)
        for (let x = 0; x < info.width; x += 1) if (test(at(x, y))) count += 1;
      return count / (info.width * info.height);
    },
  };
}

function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Whether a pixel is within `tolerance` of a colour on every channel. */
export function near(pixel: Rgba, hex: string, tolerance = 2): boolean {
  const rgb = hexToRgb(hex);
  return rgb.every((channel, index) => Math.abs(channel - (pixel[index] ?? 0)) <= tolerance);
}
