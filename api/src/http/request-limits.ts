import { createHash } from 'node:crypto';
import { Router } from 'express';
import type { RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { RateLimitedError } from '../rpc/rate-limited-error.ts';
import { readSessionCookie } from '../sessions/session-cookie.ts';

/** Requests per minute; 0 turns a limit off (benchmarks drive the api from one address). */
export interface RequestLimits {
  perAddressPerMinute: number;
  perSessionPerMinute: number;
}

/**
 * Generous enough for a household or an office behind one address browsing at once, far below what
 * a script can send. A session is one browser tab set: a few calls per page view.
 */
export const defaultRequestLimits: RequestLimits = { perAddressPerMinute: 1200, perSessionPerMinute: 300 };

const windowMs = 60_000;

function limiter(
  limit: number,
  key: (req: Parameters<RequestHandler>[0]) => string | undefined,
  what: string,
) {
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // A visitor without a session cookie is counted by address only.
    skip: (req) => key(req) === undefined,
    keyGenerator: (req) => key(req)!,
    handler: (_req, res, next, options) => {
      const retryAfterSeconds = Math.ceil(options.windowMs / 1000);
      res.setHeader('Retry-After', String(retryAfterSeconds));
      next(
        new RateLimitedError(`Too many requests from this ${what}; try again in a minute`, retryAfterSeconds),
      );
    },
  });
}

/**
 * Per-address and per-session request limits in front of the RPC calls, answered as the contract's
 * RATE_LIMITED error with Retry-After. Counted in this process's memory: with several
 * api processes each one counts its own share, which still stops a flood from one client.
 */
export function requestLimits(limits: RequestLimits): Router {
  const handlers = Router();
  if (limits.perAddressPerMinute > 0) {
    // IPv6 clients are counted per /56 network: one host holds many addresses.
    handlers.use(
      limiter(limits.perAddressPerMinute, (req) => ipKeyGenerator(req.ip ?? 'unknown', 56), 'address'),
    );
  }
  if (limits.perSessionPerMinute > 0) {
    handlers.use(
      limiter(
        limits.perSessionPerMinute,
        (req) => {
          const id = readSessionCookie(req);
          // Keyed by the hash, so the counters never hold a usable session id.
          return id === undefined ? undefined : createHash('sha256').update(id).digest('hex');
        },
        'session',
      ),
    );
  }
  return handlers;
}
