import { imageFormats, parseImageRequest } from '@lumen/domain';
import type { ImageRequestParameter, ImageRequestRefusal } from '@lumen/domain';
import express from 'express';
import type { Response, Router } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import type { Logger } from 'pino';
import type { ParameterProblem } from '../commerce/http/commerce-error.ts';
import { createImageCache } from './image-cache.ts';
import type { RenderFunction } from './image-cache.ts';
import type { ImageSubject } from './image-subject.ts';
import { createRenderAllowance, defaultRenderAllowanceLimits } from './render-allowance.ts';
import type { RenderAllowanceLimits } from './render-allowance.ts';
import { createRenderQueue, defaultRenderQueueLimits, RenderRefusedError } from './render-queue.ts';
import type { RenderQueueLimits } from './render-queue.ts';

/** How much drawing the endpoint takes on: the render queue's and the per-address limits. */
export type ImageRenderLimits = RenderQueueLimits & RenderAllowanceLimits;

const defaultImageRenderLimits: ImageRenderLimits = {
  ...defaultRenderQueueLimits,
  ...defaultRenderAllowanceLimits,
};

export interface ImageRouterDeps {
  /** The drawing input of an image hash, or undefined when no product has that image. */
  resolve: (hash: string) => ImageSubject | undefined;
  /** Where rendered images are kept; created when missing. */
  cacheDir: string;
  logger: Logger;
  /** Replaces the renderer (tests count its calls). */
  render?: RenderFunction;
  /** Unset parts: `defaultImageRenderLimits`. */
  limits?: Partial<ImageRenderLimits>;
}

/** An image's bytes never change under its URL: the hash and every parameter are in it. */
export const immutableCacheControl = 'public, max-age=31536000, immutable';

/** A parameter problem of the image endpoint; a size outside the table says which values it may take. */
type ImageParameterProblem = ParameterProblem & { allowed?: readonly number[] };

const invalidMessages: Record<ImageRequestParameter | 'hash', string> = {
  hash: 'must be the lowercase hex of an md5 (32) or sha256 (64) hash',
  width: 'must be a whole number without leading zeros',
  height: 'must be a whole number without leading zeros',
  quality: 'must be a whole number without leading zeros',
  bg: 'must be white, grey, transparent or a lowercase six-digit hex colour without "#"',
  format: `must be one of ${imageFormats.join(', ')}`,
};

const offeredContext = { width: '', height: ' for this width', quality: ' for this width and height' };

function problemOf(refusal: ImageRequestRefusal): ImageParameterProblem {
  const { parameter } = refusal;
  switch (refusal.reason) {
    case 'missing':
      return { parameter, message: 'is required' };
    case 'repeated':
      return { parameter, message: 'must be given once' };
    case 'unknown':
      return {
        parameter,
        message: 'is not a parameter of the image endpoint (width, height, quality, bg, format)',
      };
    case 'invalid':
      return { parameter, message: invalidMessages[refusal.parameter] };
    case 'not-offered': {
      const values = refusal.offered.join(', ');
      return {
        parameter,
        message: `must be ${refusal.offered.length === 1 ? values : `one of ${values}`}${offeredContext[refusal.parameter]}: the image endpoint draws the sizes of the shop's image presets only`,
        allowed: refusal.offered,
      };
    }
  }
}

function refuseRender(res: Response, refusal: RenderRefusedError): void {
  const limited = refusal.reason === 'address-limit';
  res
    .status(limited ? 429 : 503)
    .set({ 'Cache-Control': 'no-store', 'Retry-After': String(refusal.retryAfterSeconds) })
    .json({
      message: limited
        ? 'Too many images drawn for this address; try again later'
        : 'The image cannot be drawn right now; try again later',
    });
}

/**
 * RFC 9110 §13.1.2: whether If-None-Match names this ETag (weak comparison, `*` matches any).
 * Not Express's `req.fresh`, which answers in full to a request with `Cache-Control: no-cache`
 * (as fetch adds to every conditional request); an origin revalidating immutable bytes need not.
 */
function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * `GET /:hash` (and HEAD) of the product image endpoint, to be mounted at `/api/images`: validates
 * width, height, quality, bg and format by the domain's §9 rules, draws the product image (or takes
 * it from the disk cache) and answers it for a year, immutable, with an ETag. Bad parameters are a
 * 400 naming the parameter (a size outside the domain's `productImageSizes` with the values it may
 * take), an unknown hash a 404. Drawing is bounded: renders take turns in a small queue (503 with
 * Retry-After when it is full or a request's time limit runs out), and each address may set off
 * only so many renders a minute (429 with Retry-After); cache hits are never limited.
 */
export function createImageRouter(deps: ImageRouterDeps): Router {
  const router = express.Router();
  const limits = { ...defaultImageRenderLimits, ...deps.limits };
  const cache = createImageCache({
    cacheDir: deps.cacheDir,
    logger: deps.logger,
    queue: createRenderQueue(limits),
    ...(deps.render ? { render: deps.render } : {}),
  });
  const allowance = createRenderAllowance(limits);

  router.get('/:hash', async (req, res) => {
    const { hash } = req.params;
    // The raw query, not Express's parsed one: repeated and unknown parameters must be seen to be refused.
    const query = new URL(req.originalUrl, 'http://image.invalid').searchParams;
    const parsed = parseImageRequest(hash, query);
    res.set('X-Content-Type-Options', 'nosniff');
    if (!parsed.ok) {
      const problem = problemOf(parsed);
      const source = problem.parameter === 'hash' ? 'path' : 'query';
      res
        .status(400)
        .set('Cache-Control', 'no-store')
        .json({
          message: `Invalid ${source} parameter ${problem.parameter}: ${problem.message}`,
          errors: [problem],
        });
      return;
    }
    const subject = deps.resolve(hash);
    if (!subject) {
      res
        .status(404)
        .set('Cache-Control', 'no-store')
        .json({ message: `No product image ${hash}` });
      return;
    }
    // IPv6 clients are counted per /56 network, as in the request limits: one host holds many addresses.
    const address = ipKeyGenerator(req.ip ?? 'unknown', 56);
    const admit = () => {
      const allowed = allowance.take(address);
      if (!allowed.ok) throw new RenderRefusedError('address-limit', allowed.retryAfterSeconds);
    };
    try {
      const image = await cache.get(hash, subject, parsed.request, { admit });
      res.set({
        'Content-Type': image.contentType,
        'Content-Length': String(image.body.length),
        'Cache-Control': immutableCacheControl,
        ETag: image.etag,
      });
      if (matchesIfNoneMatch(req.get('If-None-Match'), image.etag)) {
        res.status(304).end();
        return;
      }
      res.status(200).end(image.body);
    } catch (error) {
      if (error instanceof RenderRefusedError) {
        // A busy renderer concerns the operators; one address over its allowance does not.
        const level = error.reason === 'address-limit' ? 'debug' : 'warn';
        deps.logger[level]({ hash, reason: error.reason }, 'product image not rendered now');
        refuseRender(res, error);
        return;
      }
      deps.logger.error({ err: error, hash }, 'product image not rendered');
      res.status(500).set('Cache-Control', 'no-store').json({ message: 'The image could not be drawn' });
    }
  });

  return router;
}
