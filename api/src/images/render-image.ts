import { imageBackgroundColours } from '@lumen/domain';
import type { ImageBackground, ImageFormat, ImageRequest } from '@lumen/domain';
import sharp from 'sharp';
import type { Sharp } from 'sharp';
import { drawSubject } from './draw-subject.ts';
import type { ImageSubject } from './image-subject.ts';
import type { Drawing } from './svg.ts';

// One libvips thread per image, whatever the machine: a render holds one core, and the render queue
// (render-queue.ts) decides how many run at once.
sharp.concurrency(1);

/** The Content-Type of each format the endpoint serves (§5 formats). */
export const imageContentTypes: Record<ImageFormat, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
};

export interface RenderedImage {
  body: Buffer;
  contentType: string;
}

/**
 * The colour painted behind the drawing, or undefined for a transparent image: the request's `bg`
 * wins over the background the catalogue gave the image. Named backgrounds take the domain's
 * colours; the §9 brightness (0.96 white, 1.06 grey) is not baked in, because the storefront
 * applies it as a CSS filter and applying it twice would darken white tiles to grey.
 */
export function backgroundColourOf(bg: ImageRequest['bg'], fallback: ImageBackground): string | undefined {
  const background = bg ?? fallback;
  if (background === 'transparent') return undefined;
  if (background === 'white' || background === 'grey') return imageBackgroundColours[background];
  return background;
}

/**
 * The drawing fitted into exactly `width` × `height` pixels: scaled as a vector to fit ("contain",
 * never distorted), centred, on the background colour.
 */
function composeSvg(drawing: Drawing, width: number, height: number, background: string | undefined): string {
  const fill = background ? `<rect width="${width}" height="${height}" fill="${background}"/>` : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    fill,
    `<svg x="0" y="0" width="${width}" height="${height}" viewBox="0 0 ${drawing.width} ${drawing.height}" preserveAspectRatio="xMidYMid meet">`,
    `<defs>${drawing.defs}</defs>${drawing.body}</svg></svg>`,
  ].join('');
}

// sharp writes no BMP, so the few callers that ask for one get a plain 24-bit BITMAPINFOHEADER file.
function encodeBmp(pixels: Buffer, width: number, height: number): Buffer {
  const rowSize = Math.ceil((width * 3) / 4) * 4;
  const headerSize = 54;
  const file = Buffer.alloc(headerSize + rowSize * height);
  file.write('BM', 0, 'ascii');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(headerSize, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(24, 28);
  file.writeUInt32LE(rowSize * height, 34);
  for (let y = 0; y < height; y += 1) {
    // Rows are stored bottom-up, pixels as blue, green, red.
    const target = headerSize + (height - 1 - y) * rowSize;
    for (let x = 0; x < width; x += 1) {
      const source = (y * width + x) * 3;
      file[target + x * 3] = pixels[source + 2] ?? 0;
      file[target + x * 3 + 1] = pixels[source + 1] ?? 0;
      file[target + x * 3 + 2] = pixels[source] ?? 0;
    }
  }
  return file;
}

async function encode(image: Sharp, request: ImageRequest): Promise<Buffer> {
  const { quality } = request;
  switch (request.format) {
    case 'webp':
      return image.webp({ quality }).toBuffer();
    case 'avif':
      // Effort 3 of 9: a first request for a large avif must not hold a core for seconds.
      return image.avif({ quality, effort: 3 }).toBuffer();
    case 'jpg':
    case 'jpeg':
      return image.jpeg({ quality, mozjpeg: true }).toBuffer();
    case 'png':
      // Lossless: the quality has no say.
      return image.png({ compressionLevel: 8 }).toBuffer();
    case 'gif':
      return image.gif().toBuffer();
    case 'bmp': {
      const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
      return encodeBmp(data, info.width, info.height);
    }
  }
}

// Formats without an alpha channel get the transparent parts painted white.
const opaqueFormats = new Set<ImageFormat>(['jpg', 'jpeg', 'bmp']);

/**
 * A product image as the endpoint sends it: the subject drawn as SVG, rasterised by sharp at
 * exactly the requested pixel size (densities are already in it, see `productImageUrl`) and encoded
 * in the requested format and quality.
 */
export async function renderImage(subject: ImageSubject, request: ImageRequest): Promise<RenderedImage> {
  const { width, height, format } = request;
  const background = backgroundColourOf(request.bg, subject.background);
  const svg = composeSvg(drawSubject(subject), width, height, background);
  let image = sharp(Buffer.from(svg), { density: 72, limitInputPixels: false }).resize(width, height, {
    fit: 'contain',
    background: { r: 0, g: 0, b: 0, alpha: 0 },
  });
  const flattenOn = background ?? (opaqueFormats.has(format) ? '#ffffff' : undefined);
  if (flattenOn) image = image.flatten({ background: flattenOn });
  return { body: await encode(image, request), contentType: imageContentTypes[format] };
}
