import { defaultImageQuality, imageBackgroundColours, imageFormats } from '@lumen/domain';
import type { ImageFormat, ImageRequest } from '@lumen/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { frameSubject } from './image-subject.fixtures.ts';
import { near, readPixels } from './pixels.fixtures.ts';
import { imageContentTypes, renderImage } from './render-image.ts';

function request(overrides: Partial<ImageRequest> = {}): ImageRequest {
  return { width: 40, height: 54, quality: defaultImageQuality, format: 'webp', ...overrides };
}

// sharp reads every format it writes but BMP, whose header says its size plainly.
async function sizeOf(body: Buffer, format: ImageFormat): Promise<[number | undefined, number | undefined]> {
  if (format === 'bmp') return [body.readInt32LE(18), body.readInt32LE(22)];
  const metadata = await sharp(body).metadata();
  return [metadata.width, metadata.height];
}

const expectedTypes: Record<ImageFormat, [mime: string, sharpFormat: string]> = {
  webp: ['image/webp', 'webp'],
  avif: ['image/avif', 'heif'],
  jpg: ['image/jpeg', 'jpeg'],
  jpeg: ['image/jpeg', 'jpeg'],
  png: ['image/png', 'png'],
  gif: ['image/gif', 'gif'],
  bmp: ['image/bmp', 'bmp'],
};

describe('renderImage', () => {
  it.each(imageFormats)(
    '§5/§9 format %s is encoded as such, at exactly the requested pixel size',
    async (format) => {
      const image = await renderImage(frameSubject(), request({ format, width: 37, height: 23 }));
      const [mime, sharpFormat] = expectedTypes[format];
      expect(image.contentType).toBe(mime);
      expect(imageContentTypes[format]).toBe(mime);
      expect(await sizeOf(image.body, format)).toEqual([37, 23]);
      if (format !== 'bmp') expect((await sharp(image.body).metadata()).format).toBe(sharpFormat);
      else expect(image.body.toString('ascii', 0, 2)).toBe('BM');
    },
  );

  it.each([
    [1, 1],
    [300, 20],
    [20, 300],
  ])('fits the drawing into %ix%i without distorting it', async (width, height) => {
    const image = await renderImage(frameSubject(), request({ width, height, format: 'png' }));
    expect(await sizeOf(image.body, 'png')).toEqual([width, height]);
  });

  it('"contain": a box wider than the drawing leaves the background at both sides and the frame in the middle', async () => {
    const pixels = await readPixels(
      (await renderImage(frameSubject(), request({ width: 400, height: 40, format: 'png', bg: 'white' })))
        .body,
    );
    const column = (x: number) => Array.from({ length: 40 }, (_, y) => pixels.at(x, y));
    expect(column(20).every((pixel) => near(pixel, '#ffffff', 0))).toBe(true);
    expect(column(380).every((pixel) => near(pixel, '#ffffff', 0))).toBe(true);
    const darkColumns = new Set<number>();
    for (let x = 0; x < 400; x += 1) if (column(x).some(([r]) => r < 100)) darkColumns.add(x);
    // The 1200 × 760 drawing scaled to 40 px high is 63 px wide, centred on x = 200.
    expect(Math.min(...darkColumns)).toBeGreaterThanOrEqual(168);
    expect(Math.max(...darkColumns)).toBeLessThanOrEqual(232);
    expect(darkColumns.size).toBeGreaterThan(40);
  });

  it.each([
    ['white', imageBackgroundColours.white],
    ['grey', imageBackgroundColours.grey],
    ['#336699', '#336699'],
  ] as const)('bg %s paints the background %s (corner pixel)', async (bg, colour) => {
    for (const format of ['png', 'jpg', 'webp'] as const) {
      const pixels = await readPixels(
        (await renderImage(frameSubject(), request({ bg, format, quality: 100 }))).body,
      );
      // Lossy formats may move a channel by a step or two.
      expect(near(pixels.at(0, 0), colour, format === 'png' ? 0 : 3)).toBe(true);
      expect(near(pixels.at(pixels.width - 1, pixels.height - 1), colour, format === 'png' ? 0 : 3)).toBe(
        true,
      );
    }
  });

  it('without a bg the image keeps the background the catalogue gave it', async () => {
    const pixels = await readPixels(
      (await renderImage(frameSubject({ background: 'grey' }), request({ format: 'png' }))).body,
    );
    expect(near(pixels.at(0, 0), imageBackgroundColours.grey, 0)).toBe(true);
  });

  it('bg transparent leaves the corners transparent where the format allows, white where it does not', async () => {
    const png = await readPixels(
      (await renderImage(frameSubject(), request({ bg: 'transparent', format: 'png' }))).body,
    );
    expect(png.at(0, 0)[3]).toBe(0);
    const jpg = await readPixels(
      (await renderImage(frameSubject(), request({ bg: 'transparent', format: 'jpg', quality: 100 }))).body,
    );
    expect(near(jpg.at(0, 0), '#ffffff', 3)).toBe(true);
  });

  it.each(['webp', 'jpg', 'avif'] as const)(
    '%s: the quality is applied (a lower quality gives fewer bytes)',
    async (format) => {
      const subject = frameSubject({ view: 'bust' });
      const low = await renderImage(subject, request({ format, quality: 10, width: 120, height: 160 }));
      const high = await renderImage(subject, request({ format, quality: 95, width: 120, height: 160 }));
      expect(low.body.length).toBeLessThan(high.body.length);
    },
  );
});
