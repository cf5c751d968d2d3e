import { imageDimensionLimits, imageFormats, imageQualityLimits, parseImageRequest } from '@lumen/domain';
import type { ImageRequestParameter, ImageRequestRefusal } from '@lumen/domain';
import express from 'express';
import type { Router } from 'express';
import type { Logger } from 'pino';
import type { ParameterProblem } from '../commerce/http/commerce-error.ts';
import { createImageCache } from './image-cache.ts';
import type { RenderFunction } from './image-cache.ts';
import type { ImageSubject } from './image-subject.ts';

export interface ImageRouterDeps {
  /** The drawing input of an image hash, or undefined when no product has that image. */
  resolve: (hash: string) => ImageSubject | undefined;
  /** Where rendered images are kept; created when missing. */
  cacheDir: string;
  logger: Logger;
  /** Replaces the renderer (tests count its calls). */
  render?: RenderFunction;
}

/** An image's bytes never change under its URL: the hash and every parameter are in it. */
export const immutableCacheControl = 'public, max-age=31536000, immutable';

// The widest image whose derived §9 height, ceil(width × 4 / 3), stays within the limit.
const widestWithoutHeight = Math.floor((imageDimensionLimits.max * 3) / 4);

const invalidMessages: Record<ImageRequestParameter | 'hash', string> = {
  hash: 'must be the lowercase hex of an md5 (32) or sha256 (64) hash',
  width: 'must be a whole number without leading zeros',
  height: 'must be a whole number without leading zeros',
  quality: 'must be a whole number without leading zeros',
  bg: 'must be white, grey, transparent or a lowercase six-digit hex colour without "#"',
  format: `must be one of ${imageFormats.join(', ')}`,
};

function problemOf(refusal: ImageRequestRefusal): ParameterProblem {
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
    case 'out-of-range':
      if (parameter === 'quality') {
        return { parameter, message: `must be from ${imageQualityLimits.min} to ${imageQualityLimits.max}` };
      }
      return {
        parameter,
        message:
          parameter === 'width'
            ? `must be from ${imageDimensionLimits.min} to ${imageDimensionLimits.max}, and at most ${widestWithoutHeight} without a height`
            : `must be from ${imageDimensionLimits.min} to ${imageDimensionLimits.max}`,
      };
  }
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
 * 400 naming the parameter, an unknown hash a 404.
 */
export function createImageRouter(deps: ImageRouterDeps): Router {
  const router = express.Router();
  const cache = createImageCache({
    cacheDir: deps.cacheDir,
    logger: deps.logger,
    ...(deps.render ? { render: deps.render } : {}),
  });

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
    try {
      const image = await cache.get(hash, subject, parsed.request);
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
      deps.logger.error({ err: error, hash }, 'product image not rendered');
      res.status(500).set('Cache-Control', 'no-store').json({ message: 'The image could not be drawn' });
    }
  });

  return router;
}
