import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImageFormat, ImageRequest } from '@lumen/domain';
import type { Logger } from 'pino';
import sharp from 'sharp';
import type { ImageSubject } from './image-subject.ts';
import { backgroundColourOf, imageContentTypes, renderImage } from './render-image.ts';
import type { RenderedImage } from './render-image.ts';
import { createRenderQueue } from './render-queue.ts';
import type { RenderQueue } from './render-queue.ts';

/**
 * Bumped whenever a drawing changes, so that images cached by an older renderer are drawn again
 * instead of being served for a year.
 */
const drawingVersion = 1;

export type RenderFunction = (subject: ImageSubject, request: ImageRequest) => Promise<RenderedImage>;

interface CachedImage {
  body: Buffer;
  contentType: string;
  /** A strong validator of the bytes (`"…"`), for If-None-Match. */
  etag: string;
  /** Whether the bytes came from the disk cache rather than a render. */
  fromCache: boolean;
}

interface ImageCacheGetOptions {
  /**
   * Called before this request sets off a render (a miss that no other request is drawing); it
   * throws to refuse. Hits and requests joining a render under way are not asked.
   */
  admit?: () => void;
}

export interface ImageCache {
  get(
    hash: string,
    subject: ImageSubject,
    request: ImageRequest,
    options?: ImageCacheGetOptions,
  ): Promise<CachedImage>;
}

export interface ImageCacheOptions {
  cacheDir: string;
  logger: Logger;
  render?: RenderFunction;
  /** Where renders wait for their turn; unset: a queue with the default limits. */
  queue?: RenderQueue;
}

// jpg and jpeg are one encoding; the lossless formats ignore the quality.
const encodingOf: Record<ImageFormat, string> = {
  webp: 'webp',
  avif: 'avif',
  jpg: 'jpg',
  jpeg: 'jpg',
  png: 'png',
  gif: 'gif',
  bmp: 'bmp',
};
const lossless = new Set<ImageFormat>(['png', 'gif', 'bmp']);

// The first bytes each encoder writes: a file that does not start with them was cut or overwritten.
const signatures: Record<string, (head: Buffer) => boolean> = {
  webp: (head) => head.toString('ascii', 0, 4) === 'RIFF' && head.toString('ascii', 8, 12) === 'WEBP',
  avif: (head) => head.toString('ascii', 4, 8) === 'ftyp',
  jpg: (head) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff,
  png: (head) => head.toString('latin1', 1, 4) === 'PNG',
  gif: (head) => head.toString('ascii', 0, 4) === 'GIF8',
  bmp: (head) => head.toString('ascii', 0, 2) === 'BM',
};

/**
 * The cache file of one rendering, named by everything that changes its bytes: the image hash, the
 * normalised request (one name for `bg=white` and no bg on a white image, for jpg and jpeg, for any
 * quality of a lossless format) and a fingerprint of the subject and drawing version, so that a
 * product whose attributes change is drawn again.
 */
export function cacheFileName(hash: string, subject: ImageSubject, request: ImageRequest): string {
  const background = backgroundColourOf(request.bg, subject.background)?.replace('#', '') ?? 'none';
  const quality = lossless.has(request.format) ? 'lossless' : `q${request.quality}`;
  const fingerprint = createHash('sha256')
    .update(`${drawingVersion}:${JSON.stringify(subject)}`)
    .digest('hex')
    .slice(0, 12);
  const encoding = encodingOf[request.format];
  return join(
    hash.slice(0, 2),
    `${hash}-${request.width}x${request.height}-${quality}-${background}-${fingerprint}.${encoding}`,
  );
}

function etagOf(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

async function isIntact(body: Buffer, request: ImageRequest): Promise<boolean> {
  const matchesSignature = signatures[encodingOf[request.format]];
  if (body.length < 16 || !matchesSignature?.(body)) return false;
  if (request.format === 'bmp')
    return body.readInt32LE(18) === request.width && body.readInt32LE(22) === request.height;
  try {
    const metadata = await sharp(body).metadata();
    return metadata.width === request.width && metadata.height === request.height;
  } catch {
    return false;
  }
}

// A cache that cannot be read is a cache miss: the image is drawn rather than refused.
async function readCached(path: string, logger: Logger): Promise<Buffer | undefined> {
  try {
    return await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      logger.warn({ err: error, file: path }, 'image cache not readable');
    }
    return undefined;
  }
}

/** Writes through a temporary file renamed into place, so that no reader ever sees half a file. */
async function writeAtomically(path: string, body: Buffer): Promise<void> {
  const temporary = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, body);
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/**
 * Rendered images on disk under `cacheDir`. A miss is drawn through the render queue, and a request
 * for an image already being drawn awaits that render rather than queueing another; a cache file
 * that is missing, cut short or not the size asked for is drawn again and replaced. The file is
 * written by the render itself, so a render that outlives its request's time limit still fills the
 * cache. A cache that cannot be written is logged and the image served all the same.
 */
export function createImageCache(options: ImageCacheOptions): ImageCache {
  const render = options.render ?? renderImage;
  const queue = options.queue ?? createRenderQueue();
  const rendering = new Map<string, Promise<CachedImage>>();

  async function readIntact(name: string, request: ImageRequest): Promise<CachedImage | undefined> {
    const cached = await readCached(join(options.cacheDir, name), options.logger);
    if (!cached) return undefined;
    if (await isIntact(cached, request)) {
      return {
        body: cached,
        contentType: imageContentTypes[request.format],
        etag: etagOf(cached),
        fromCache: true,
      };
    }
    options.logger.warn({ file: name }, 'cached image unreadable, drawing it again');
    return undefined;
  }

  async function renderAndStore(name: string, subject: ImageSubject, request: ImageRequest) {
    const path = join(options.cacheDir, name);
    const rendered = await render(subject, request);
    try {
      await mkdir(join(path, '..'), { recursive: true });
      await writeAtomically(path, rendered.body);
    } catch (error) {
      options.logger.warn({ err: error, file: name }, 'image cache not written');
    }
    const contentType = imageContentTypes[request.format];
    return { body: rendered.body, contentType, etag: etagOf(rendered.body), fromCache: false };
  }

  return {
    async get(hash, subject, request, getOptions = {}) {
      const name = cacheFileName(hash, subject, request);
      const underWay = rendering.get(name);
      if (underWay) return underWay;
      const cached = await readIntact(name, request);
      if (cached) return cached;
      // Another request may have started drawing it while this one read the disk.
      const started = rendering.get(name);
      if (started) return started;
      getOptions.admit?.();
      const drawing = queue
        .run(() => renderAndStore(name, subject, request))
        .finally(() => rendering.delete(name));
      rendering.set(name, drawing);
      return drawing;
    },
  };
}
