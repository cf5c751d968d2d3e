import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultImageFormat, defaultImageHeight, defaultImageQuality, productImageUrl } from '@lumen/domain';
import type { ImageFormat } from '@lumen/domain';
import express from 'express';
import { pino } from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RenderFunction } from './image-cache.ts';
import { contactLensBoxSubject, frameSubject } from './image-subject.fixtures.ts';
import type { ImageSubject } from './image-subject.ts';
import { createImageRouter, immutableCacheControl } from './image-router.ts';
import { renderImage } from './render-image.ts';

const md5 = (value: string) => createHash('md5').update(value).digest('hex');
const frameHash = md5('frame');
const boxHash = createHash('sha256').update('box').digest('hex');
const unknownHash = md5('nobody drew this');
const subjects = new Map<string, ImageSubject>([
  [frameHash, frameSubject()],
  [boxHash, contactLensBoxSubject()],
]);

const render = vi.fn<RenderFunction>((subject, request) => renderImage(subject, request));
let cacheDir: string;
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'lumen-image-router-'));
  const app = express();
  app.use(
    '/api/images',
    createImageRouter({
      resolve: (hash) => subjects.get(hash),
      cacheDir,
      logger: pino({ level: 'silent' }),
      render,
    }),
  );
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(cacheDir, { recursive: true, force: true });
});

beforeEach(() => {
  render.mockClear();
});

function get(path: string, init?: RequestInit) {
  return fetch(`${baseUrl}${path}`, init);
}

async function imageOf(response: Response) {
  return sharp(Buffer.from(await response.arrayBuffer())).metadata();
}

describe('GET /api/images/:hash', () => {
  it('§9 defaults: width only gives webp at quality 75 and height ceil(width × 4 / 3), cached for a year', async () => {
    const response = await get(`/api/images/${frameHash}?width=30`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe(immutableCacheControl);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    const metadata = await imageOf(response);
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 30, 40]);
    expect(render).toHaveBeenCalledWith(subjects.get(frameHash), {
      width: 30,
      height: 40,
      quality: defaultImageQuality,
      format: defaultImageFormat,
    });
    expect([defaultImageQuality, defaultImageFormat]).toEqual([75, 'webp']);
  });

  it.each([
    [3, 4],
    [10, 14],
    [75, 100],
    [100, 134],
  ])('§9 width %i without a height is %i high', async (width, height) => {
    const response = await get(`/api/images/${boxHash}?width=${width}`);
    const metadata = await imageOf(response);
    expect([metadata.width, metadata.height]).toEqual([width, defaultImageHeight(width)]);
    expect(metadata.height).toBe(height);
  });

  it.each<[ImageFormat, string]>([
    ['webp', 'image/webp'],
    ['avif', 'image/avif'],
    ['jpg', 'image/jpeg'],
    ['jpeg', 'image/jpeg'],
    ['png', 'image/png'],
    ['gif', 'image/gif'],
    ['bmp', 'image/bmp'],
  ])('format=%s answers %s at the exact size asked for', async (format, contentType) => {
    const response = await get(`/api/images/${frameHash}?width=21&height=17&quality=60&format=${format}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(contentType);
    const body = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get('content-length')).toBe(String(body.length));
    if (format === 'bmp') expect([body.readInt32LE(18), body.readInt32LE(22)]).toEqual([21, 17]);
    else
      expect([(await sharp(body).metadata()).width, (await sharp(body).metadata()).height]).toEqual([21, 17]);
  });

  it('§9 densities: the storefront URL of density 2 carries the doubled size, which is what is drawn', async () => {
    const url = productImageUrl(frameHash, { width: 12, format: 'png' }, 2);
    const metadata = await imageOf(await get(url));
    expect([metadata.width, metadata.height]).toEqual([24, 32]);
  });

  it.each([
    ['width is missing', '', 'width'],
    ['width is 0', 'width=0', 'width'],
    ['width is not a number', 'width=abc', 'width'],
    ['width has a leading zero', 'width=0400', 'width'],
    ['width is above 4000', 'width=4001&height=10', 'width'],
    ['width makes the derived height exceed 4000', 'width=3001', 'width'],
    ['width is given twice', 'width=10&width=20', 'width'],
    ['height is 0', 'width=10&height=0', 'height'],
    ['height is a decimal', 'width=10&height=1.5', 'height'],
    ['quality is 0', 'width=10&quality=0', 'quality'],
    ['quality is 101', 'width=10&quality=101', 'quality'],
    ['bg carries a #', 'width=10&bg=%23ffffff', 'bg'],
    ['bg is a short hex', 'width=10&bg=fff', 'bg'],
    ['bg is a colour name', 'width=10&bg=red', 'bg'],
    ['format is unknown', 'width=10&format=tiff', 'format'],
    ['format is upper case', 'width=10&format=WEBP', 'format'],
    ['a parameter is unknown', 'width=10&dpr=2', 'dpr'],
  ])('400 when %s, naming %s', async (_, query, parameter) => {
    const response = await get(`/api/images/${frameHash}?${query}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      message: string;
      errors: { parameter: string; message: string }[];
    };
    expect(body.errors).toEqual([{ parameter, message: expect.any(String) as string }]);
    expect(body.message).toContain(parameter);
    expect(render).not.toHaveBeenCalled();
  });

  it.each([
    ['upper-case hex', frameHash.toUpperCase()],
    ['neither md5 nor sha256 long', 'abc123'],
  ])('400 naming the hash when it is %s', async (_, hash) => {
    const response = await get(`/api/images/${hash}?width=10`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: unknown }).errors).toEqual([
      { parameter: 'hash', message: expect.any(String) as string },
    ]);
  });

  it('404 with a message for a hash no product has', async () => {
    const response = await get(`/api/images/${unknownHash}?width=10`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: expect.stringContaining(unknownHash) as string });
    expect(render).not.toHaveBeenCalled();
  });

  it('a second request is served from the disk cache: not drawn again, file untouched, same bytes', async () => {
    const path = `/api/images/${frameHash}?width=33&height=44&bg=grey`;
    const first = await get(path);
    const firstBody = Buffer.from(await first.arrayBuffer());
    const [file] = (await readdir(cacheDir, { recursive: true })).filter((name) => name.includes('33x44'));
    if (!file) throw new Error('the image was not written to the cache');
    const written = await stat(join(cacheDir, file));
    const second = await get(path);
    expect(Buffer.from(await second.arrayBuffer()).equals(firstBody)).toBe(true);
    expect(render).toHaveBeenCalledTimes(1);
    expect((await stat(join(cacheDir, file))).mtimeMs).toBe(written.mtimeMs);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
  });

  it('304 without a body when If-None-Match carries the ETag; 200 for another one', async () => {
    const path = `/api/images/${frameHash}?width=20&format=png`;
    const etag = (await get(path)).headers.get('etag') ?? '';
    const notModified = await get(path, { headers: { 'if-none-match': etag } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('etag')).toBe(etag);
    expect(notModified.headers.get('cache-control')).toBe(immutableCacheControl);
    expect((await notModified.arrayBuffer()).byteLength).toBe(0);
    const listed = await get(path, { headers: { 'if-none-match': `"other", W/${etag}` } });
    expect(listed.status).toBe(304);
    expect((await get(path, { headers: { 'if-none-match': '*' } })).status).toBe(304);
    const changed = await get(path, { headers: { 'if-none-match': '"something-else"' } });
    expect(changed.status).toBe(200);
  });

  it('HEAD answers the headers of the image without its bytes', async () => {
    const response = await get(`/api/images/${frameHash}?width=20&format=jpg`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(0);
    expect(response.headers.get('etag')).toBeTruthy();
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  });

  it('500 with a message, not the error, when drawing fails', async () => {
    render.mockRejectedValueOnce(new Error('librsvg exploded'));
    const response = await get(`/api/images/${frameHash}?width=19`);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: 'The image could not be drawn' });
  });
});
