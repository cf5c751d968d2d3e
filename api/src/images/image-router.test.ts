import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  defaultImageFormat,
  defaultImageHeight,
  defaultImageQuality,
  imagePresets,
  productImageUrl,
} from '@lumen/domain';
import type { ImageFormat } from '@lumen/domain';
import express from 'express';
import { pino } from 'pino';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientAddressTrust } from '../http/client-address.ts';
import type { RenderFunction } from './image-cache.ts';
import { contactLensBoxSubject, frameSubject } from './image-subject.fixtures.ts';
import type { ImageSubject } from './image-subject.ts';
import { createImageRouter, immutableCacheControl } from './image-router.ts';
import type { ImageRouterDeps } from './image-router.ts';
import { renderImage } from './render-image.ts';

const md5 = (value: string) => createHash('md5').update(value).digest('hex');
const frameHash = md5('frame');
const boxHash = createHash('sha256').update('box').digest('hex');
const unknownHash = md5('nobody drew this');
const subjects = new Map<string, ImageSubject>([
  [frameHash, frameSubject()],
  [boxHash, contactLensBoxSubject()],
]);

interface ImageServer {
  baseUrl: string;
  cacheDir: string;
  close(): Promise<void>;
}

/** The image router on a free port over a fresh cache folder, trusting a loopback peer's X-Forwarded-For as the api does. */
async function startImageServer(deps: Pick<ImageRouterDeps, 'render' | 'limits'>): Promise<ImageServer> {
  const folder = await mkdtemp(join(tmpdir(), 'lumen-image-router-'));
  const app = express();
  app.set('trust proxy', clientAddressTrust(0));
  app.use(
    '/api/images',
    createImageRouter({
      resolve: (hash) => subjects.get(hash),
      cacheDir: folder,
      logger: pino({ level: 'silent' }),
      ...deps,
    }),
  );
  const listening = await new Promise<Server>((resolve) => {
    const started = app.listen(0, '127.0.0.1', () => resolve(started));
  });
  return {
    baseUrl: `http://127.0.0.1:${(listening.address() as AddressInfo).port}`,
    cacheDir: folder,
    async close() {
      listening.closeAllConnections();
      await new Promise((resolve) => listening.close(resolve));
      await rm(folder, { recursive: true, force: true });
    },
  };
}

const render = vi.fn<RenderFunction>((subject, request) => renderImage(subject, request));
let cacheDir: string;
let server: ImageServer;
let baseUrl: string;

beforeAll(async () => {
  server = await startImageServer({ render });
  ({ baseUrl, cacheDir } = server);
});

afterAll(async () => {
  await server.close();
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
    const response = await get(`/api/images/${frameHash}?width=160`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe(immutableCacheControl);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    const metadata = await imageOf(response);
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 160, 214]);
    expect(render).toHaveBeenCalledWith(subjects.get(frameHash), {
      width: 160,
      height: 214,
      quality: defaultImageQuality,
      format: defaultImageFormat,
    });
    expect([defaultImageQuality, defaultImageFormat]).toEqual([75, 'webp']);
  });

  it.each([
    [160, 214],
    [224, 299],
    [320, 427],
    [800, 1067],
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
    const response = await get(`/api/images/${frameHash}?width=320&height=428&quality=75&format=${format}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(contentType);
    const body = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get('content-length')).toBe(String(body.length));
    if (format === 'bmp') expect([body.readInt32LE(18), body.readInt32LE(22)]).toEqual([320, 428]);
    else
      expect([(await sharp(body).metadata()).width, (await sharp(body).metadata()).height]).toEqual([
        320, 428,
      ]);
  });

  it('§9 densities: the storefront URL of density 2 carries the doubled size, which is what is drawn', async () => {
    const url = productImageUrl(frameHash, { ...imagePresets.basketItem, format: 'png' }, 2);
    const metadata = await imageOf(await get(url));
    expect([metadata.width, metadata.height]).toEqual([320, 428]);
  });

  it.each([
    ['width is missing', '', 'width'],
    ['width is not a number', 'width=abc', 'width'],
    ['width has a leading zero', 'width=0160', 'width'],
    ['width is given twice', 'width=160&width=320', 'width'],
    ['height is a decimal', 'width=160&height=1.5', 'height'],
    ['quality is not a number', 'width=160&quality=high', 'quality'],
    ['bg carries a #', 'width=160&bg=%23ffffff', 'bg'],
    ['bg is a short hex', 'width=160&bg=fff', 'bg'],
    ['bg is a colour name', 'width=160&bg=red', 'bg'],
    ['format is unknown', 'width=160&format=tiff', 'format'],
    ['format is upper case', 'width=160&format=WEBP', 'format'],
    ['a parameter is unknown', 'width=160&dpr=2', 'dpr'],
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
    const response = await get(`/api/images/${hash}?width=160`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: unknown }).errors).toEqual([
      { parameter: 'hash', message: expect.any(String) as string },
    ]);
  });

  it('404 with a message for a hash no product has', async () => {
    const response = await get(`/api/images/${unknownHash}?width=160`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: expect.stringContaining(unknownHash) as string });
    expect(render).not.toHaveBeenCalled();
  });

  it('a second request is served from the disk cache: not drawn again, file untouched, same bytes', async () => {
    const path = `/api/images/${frameHash}?width=224&height=299&bg=grey`;
    const first = await get(path);
    const firstBody = Buffer.from(await first.arrayBuffer());
    const [file] = (await readdir(cacheDir, { recursive: true })).filter((name) =>
      name.includes('224x299-q75-e7e7e7'),
    );
    if (!file) throw new Error('the image was not written to the cache');
    const written = await stat(join(cacheDir, file));
    const second = await get(path);
    expect(Buffer.from(await second.arrayBuffer()).equals(firstBody)).toBe(true);
    expect(render).toHaveBeenCalledTimes(1);
    expect((await stat(join(cacheDir, file))).mtimeMs).toBe(written.mtimeMs);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
  });

  it('304 without a body when If-None-Match carries the ETag; 200 for another one', async () => {
    const path = `/api/images/${frameHash}?width=160&format=png`;
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
    const response = await get(`/api/images/${frameHash}?width=160&format=jpg`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(0);
    expect(response.headers.get('etag')).toBeTruthy();
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  });

  it('500 with a message, not the error, when drawing fails', async () => {
    render.mockRejectedValueOnce(new Error('librsvg exploded'));
    const response = await get(`/api/images/${frameHash}?width=1200&height=630&bg=ffeedd&format=jpg`);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: 'The image could not be drawn' });
  });
});

interface Refusal {
  message: string;
  errors: { parameter: string; message: string; allowed: number[] }[];
}

describe('only the sizes of the image presets are drawn', () => {
  const widths = [160, 224, 320, 448, 640, 800, 1200, 1600, 2400];

  it.each<[string, string, string, number[]]>([
    ['a width no preset has', 'width=400', 'width', widths],
    [
      'the 3000 × 4000 avif that held the renderer for 30 s',
      'width=3000&height=4000&format=avif',
      'width',
      widths,
    ],
    ['a square at quality 60', 'width=200&height=200&quality=60&bg=grey&format=avif', 'width', widths],
    ['a preset width at another height', 'width=320&height=320', 'height', [427, 428]],
    ['the social width without its height', 'width=1200', 'height', [630]],
    ['a preset size at another quality', 'width=160&height=214&quality=60', 'quality', [75]],
    ['quality 0', 'width=160&quality=0', 'quality', [75]],
  ])('400 for %s, naming %s and the values it may take', async (_, query, parameter, allowed) => {
    const response = await get(`/api/images/${frameHash}?${query}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as Refusal;
    expect(body.errors).toEqual([{ parameter, message: expect.any(String) as string, allowed }]);
    expect(body.message).toContain(`Invalid query parameter ${parameter}: must be`);
    expect(body.message).toContain(allowed.join(', '));
    expect(render).not.toHaveBeenCalled();
  });

  it('every preset at both densities is drawn at its size', async () => {
    for (const preset of [imagePresets.productTile, imagePresets.subscriptionShot]) {
      for (const density of [1, 2] as const) {
        const response = await get(productImageUrl(boxHash, preset, density));
        expect(response.status).toBe(200);
        expect((await imageOf(response)).width).toBe(preset.width * density);
      }
    }
  });
});

/** A renderer that holds each render until the test opens its gate, counting how many run at once. */
function gatedRenderer() {
  const gates: (() => void)[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const gated = vi.fn<RenderFunction>(async (subject, request) => {
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    try {
      await new Promise<void>((open) => gates.push(open));
      return await renderImage(subject, request);
    } finally {
      running -= 1;
    }
  });
  return {
    render: gated,
    gates,
    get mostAtOnce() {
      return mostAtOnce;
    },
  };
}

/** A different cache file (and so a different render) of the frame for each n: another background colour. */
const uncached = (n: number) =>
  `/api/images/${frameHash}?width=160&height=214&quality=75&bg=${n.toString(16).padStart(6, '0')}&format=webp`;

describe('renders take turns in a bounded queue', () => {
  let busy: ImageServer | undefined;
  afterEach(async () => {
    await busy?.close();
    busy = undefined;
  });

  it('at most `concurrency` renders run at once, `maxWaiting` wait, the rest get 503 with Retry-After at once', async () => {
    const renderer = gatedRenderer();
    busy = await startImageServer({
      render: renderer.render,
      limits: { concurrency: 2, maxWaiting: 2, timeLimitMs: 30_000, retryAfterSeconds: 7 },
    });
    const answers = Array.from({ length: 6 }, (_, n) => fetch(`${busy!.baseUrl}${uncached(n + 1)}`));
    // Nothing is drawn until a gate opens, so the only answers before that are the refusals.
    const early: Response[] = [];
    for (const answer of answers) void answer.then((response) => early.push(response));
    await vi.waitFor(() => {
      expect(early).toHaveLength(2);
      expect(renderer.render).toHaveBeenCalledTimes(2);
    }, 5000);
    expect(early.map((answer) => answer.status)).toEqual([503, 503]);
    expect(early.map((answer) => answer.headers.get('retry-after'))).toEqual(['7', '7']);
    expect(await early[0]!.json()).toEqual({
      message: 'The image cannot be drawn right now; try again later',
    });

    const opening = setInterval(() => renderer.gates.splice(0).forEach((open) => open()), 5);
    const statuses = (await Promise.all(answers)).map((answer) => answer.status);
    clearInterval(opening);
    expect(statuses.toSorted()).toEqual([200, 200, 200, 200, 503, 503]);
    expect(renderer.render).toHaveBeenCalledTimes(4);
    expect(renderer.mostAtOnce).toBe(2);
  });

  it('concurrent requests for one image share one render and one turn', async () => {
    const renderer = gatedRenderer();
    busy = await startImageServer({
      render: renderer.render,
      limits: { concurrency: 1, maxWaiting: 0, timeLimitMs: 30_000 },
    });
    const answers = Array.from({ length: 5 }, () => fetch(`${busy!.baseUrl}${uncached(42)}`));
    await vi.waitFor(() => expect(renderer.gates).toHaveLength(1), 5000);
    renderer.gates.splice(0).forEach((open) => open());
    expect((await Promise.all(answers)).map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(renderer.render).toHaveBeenCalledTimes(1);
  });

  it('a render over the time limit answers 503 with Retry-After, fills the cache all the same, and the next request works', async () => {
    let slow = true;
    let slowEnded = false;
    const slowOnce = vi.fn<RenderFunction>(async (subject, request) => {
      if (!slow) return renderImage(subject, request);
      slow = false;
      await new Promise((resolve) => setTimeout(resolve, 600));
      const image = await renderImage(subject, request);
      slowEnded = true;
      return image;
    });
    busy = await startImageServer({
      render: slowOnce,
      limits: { concurrency: 1, maxWaiting: 4, timeLimitMs: 300, retryAfterSeconds: 2 },
    });
    const late = await fetch(`${busy.baseUrl}${uncached(1)}`);
    expect(late.status).toBe(503);
    expect(late.headers.get('retry-after')).toBe('2');
    expect(late.headers.get('cache-control')).toBe('no-store');
    expect(slowEnded).toBe(false);

    // The render cannot be stopped midway: it runs to its end, holding its turn, and writes its file.
    await vi.waitFor(() => expect(slowEnded).toBe(true), 5000);
    const next = await fetch(`${busy.baseUrl}${uncached(2)}`);
    expect(next.status).toBe(200);
    expect((await imageOf(next)).width).toBe(160);
    const again = await fetch(`${busy.baseUrl}${uncached(1)}`);
    expect(again.status).toBe(200);
    expect(slowOnce).toHaveBeenCalledTimes(2);
  });
});

describe('renders per address', () => {
  let limited: ImageServer | undefined;
  afterEach(async () => {
    await limited?.close();
    limited = undefined;
  });

  it('an address over its renders a minute gets 429 with Retry-After; its cache hits and other addresses still 200', async () => {
    const counted = vi.fn<RenderFunction>((subject, request) => renderImage(subject, request));
    limited = await startImageServer({ render: counted, limits: { rendersPerAddressPerMinute: 2 } });
    const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
    const visitor = from('203.0.113.7');

    expect((await fetch(`${limited.baseUrl}${uncached(1)}`, visitor)).status).toBe(200);
    expect((await fetch(`${limited.baseUrl}${uncached(2)}`, visitor)).status).toBe(200);
    const over = await fetch(`${limited.baseUrl}${uncached(3)}`, visitor);
    expect(over.status).toBe(429);
    const retryAfter = Number(over.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(over.headers.get('cache-control')).toBe('no-store');
    expect(await over.json()).toEqual({ message: 'Too many images drawn for this address; try again later' });
    expect(counted).toHaveBeenCalledTimes(2);

    for (const n of [1, 2, 1, 2]) {
      const hit = await fetch(`${limited.baseUrl}${uncached(n)}`, visitor);
      expect(hit.status).toBe(200);
      await hit.arrayBuffer();
    }
    expect((await fetch(`${limited.baseUrl}${uncached(1)}`, { ...visitor, method: 'HEAD' })).status).toBe(
      200,
    );
    expect((await fetch(`${limited.baseUrl}${uncached(3)}`, from('198.51.100.20'))).status).toBe(200);
    expect(counted).toHaveBeenCalledTimes(3);
  });
});
