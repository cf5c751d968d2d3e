import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ImageRequest } from '@lumen/domain';
import { pino } from 'pino';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCapturingLogger } from '../testing/test-api.ts';
import { cacheFileName, createImageCache } from './image-cache.ts';
import type { RenderFunction } from './image-cache.ts';
import { frameSubject } from './image-subject.fixtures.ts';
import type { ImageSubject } from './image-subject.ts';
import { renderImage } from './render-image.ts';
import { createRenderQueue } from './render-queue.ts';

const hash = 'c'.repeat(32);
const request: ImageRequest = { width: 30, height: 40, quality: 75, format: 'webp' };
const silent = pino({ level: 'silent' });

let cacheDir: string;
beforeEach(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'lumen-image-cache-'));
});
afterEach(async () => {
  await rm(cacheDir, { recursive: true, force: true });
});

function countingRenderer() {
  return vi.fn<RenderFunction>((subject, wanted) => renderImage(subject, wanted));
}

async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe('createImageCache', () => {
  it('renders an image once and serves the second request from disk, same bytes, file untouched', async () => {
    const render = countingRenderer();
    const cache = createImageCache({ cacheDir, logger: silent, render });
    const first = await cache.get(hash, frameSubject(), request);
    const file = join(cacheDir, cacheFileName(hash, frameSubject(), request));
    const written = await stat(file);
    const second = await cache.get(hash, frameSubject(), request);
    expect(render).toHaveBeenCalledTimes(1);
    expect([first.fromCache, second.fromCache]).toEqual([false, true]);
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.etag).toBe(first.etag);
    expect((await stat(file)).mtimeMs).toBe(written.mtimeMs);
  });

  it('a new cache over the same folder (a restart) finds the images already drawn', async () => {
    await createImageCache({ cacheDir, logger: silent }).get(hash, frameSubject(), request);
    const render = countingRenderer();
    const image = await createImageCache({ cacheDir, logger: silent, render }).get(
      hash,
      frameSubject(),
      request,
    );
    expect(render).not.toHaveBeenCalled();
    expect(image.fromCache).toBe(true);
  });

  it('concurrent identical requests render once', async () => {
    const render = countingRenderer();
    const cache = createImageCache({ cacheDir, logger: silent, render });
    const images = await Promise.all(
      Array.from({ length: 6 }, () => cache.get(hash, frameSubject(), request)),
    );
    expect(render).toHaveBeenCalledTimes(1);
    expect(new Set(images.map((image) => image.etag)).size).toBe(1);
  });

  it('asks admit only before a render it sets off: not for a hit, not for a request joining a render', async () => {
    const render = countingRenderer();
    const cache = createImageCache({ cacheDir, logger: silent, render });
    const admit = vi.fn();
    await Promise.all(Array.from({ length: 4 }, () => cache.get(hash, frameSubject(), request, { admit })));
    expect(admit).toHaveBeenCalledTimes(1);
    await cache.get(hash, frameSubject(), request, { admit });
    expect(admit).toHaveBeenCalledTimes(1);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('an admit that throws refuses the render and the next request may draw it', async () => {
    const render = countingRenderer();
    const cache = createImageCache({ cacheDir, logger: silent, render });
    const refuse = () => {
      throw new Error('over the allowance');
    };
    await expect(cache.get(hash, frameSubject(), request, { admit: refuse })).rejects.toThrow(
      'over the allowance',
    );
    expect(render).not.toHaveBeenCalled();
    expect((await cache.get(hash, frameSubject(), request)).fromCache).toBe(false);
  });

  it('draws through the queue it is given', async () => {
    const queue = createRenderQueue({
      concurrency: 1,
      maxWaiting: 0,
      timeLimitMs: 60_000,
      retryAfterSeconds: 1,
    });
    const run = vi.spyOn(queue, 'run');
    const cache = createImageCache({ cacheDir, logger: silent, queue });
    await cache.get(hash, frameSubject(), request);
    await cache.get(hash, frameSubject(), request);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['garbage', () => Buffer.from('not an image at all, not even close')],
    ['an empty file', () => Buffer.alloc(0)],
    ['a file cut in half', (intact: Buffer) => intact.subarray(0, intact.length / 2)],
  ])('a cache file holding %s is drawn again and replaced', async (_, corrupt) => {
    const render = countingRenderer();
    const { logger, lines } = createCapturingLogger();
    const cache = createImageCache({ cacheDir, logger, render });
    const intact = await cache.get(hash, frameSubject(), request);
    const file = join(cacheDir, cacheFileName(hash, frameSubject(), request));
    await writeFile(file, corrupt(intact.body));
    const again = await cache.get(hash, frameSubject(), request);
    expect(render).toHaveBeenCalledTimes(2);
    expect(again.fromCache).toBe(false);
    expect((await readFile(file)).equals(intact.body)).toBe(true);
    expect(lines.some((line) => line['msg'] === 'cached image unreadable, drawing it again')).toBe(true);
  });

  it('a cache file of another size (a different image under that name) is drawn again', async () => {
    const render = countingRenderer();
    const cache = createImageCache({ cacheDir, logger: silent, render });
    await cache.get(hash, frameSubject(), request);
    const file = join(cacheDir, cacheFileName(hash, frameSubject(), request));
    await writeFile(
      file,
      await sharp({ create: { width: 5, height: 5, channels: 3, background: '#000' } })
        .webp()
        .toBuffer(),
    );
    const again = await cache.get(hash, frameSubject(), request);
    expect(render).toHaveBeenCalledTimes(2);
    expect((await sharp(again.body).metadata()).width).toBe(30);
  });

  it('leaves no temporary files behind', async () => {
    const cache = createImageCache({ cacheDir, logger: silent });
    await Promise.all([
      cache.get(hash, frameSubject(), request),
      cache.get(hash, frameSubject(), { ...request, format: 'png' }),
      cache.get(hash, frameSubject(), { ...request, width: 31 }),
    ]);
    const files = await filesIn(cacheDir);
    expect(files).toHaveLength(3);
    expect(files.filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it.each<[string, Partial<ImageRequest>, Partial<ImageRequest>, Partial<ImageSubject>?]>([
    ['jpg and jpeg', { format: 'jpg' }, { format: 'jpeg' }],
    ['bg white and no bg on a white image', { bg: 'white' }, {}],
    ['bg grey and #e7e7e7', { bg: 'grey' }, { bg: '#e7e7e7' }],
    ['two qualities of a lossless png', { format: 'png', quality: 10 }, { format: 'png', quality: 90 }],
  ])('normalised key: %s share one cache file', (_, a, b) => {
    const subject = frameSubject();
    expect(cacheFileName(hash, subject, { ...request, ...a })).toBe(
      cacheFileName(hash, subject, { ...request, ...b }),
    );
  });

  it.each<[string, Partial<ImageRequest>]>([
    ['width', { width: 31 }],
    ['height', { height: 41 }],
    ['quality', { quality: 76 }],
    ['bg', { bg: 'grey' }],
    ['format', { format: 'avif' }],
  ])('a different %s is a different cache file', (_, change) => {
    const subject = frameSubject();
    expect(cacheFileName(hash, subject, { ...request, ...change })).not.toBe(
      cacheFileName(hash, subject, request),
    );
  });

  it('a product whose attributes changed under the same image hash is drawn again', async () => {
    const render = countingRenderer();
    const cache = createImageCache({ cacheDir, logger: silent, render });
    await cache.get(hash, frameSubject({ colorHex: '#1d1d1f' }), request);
    await cache.get(hash, frameSubject({ colorHex: '#a32632' }), request);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('when the cache cannot be written, the image is served and the failure logged', async () => {
    const blocked = join(cacheDir, 'not-a-folder');
    await writeFile(blocked, 'a file where the cache folder should be');
    const { logger, lines } = createCapturingLogger();
    const image = await createImageCache({ cacheDir: blocked, logger }).get(hash, frameSubject(), request);
    expect((await sharp(image.body).metadata()).format).toBe('webp');
    expect(lines.some((line) => line['msg'] === 'image cache not written')).toBe(true);
  });
});
