import { randomUUID } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import type { Logger } from 'pino';

const requestIdHeader = 'x-request-id';

/** What every handler of a request shares: its id (also answered as `x-request-id`) and logger. */
export interface RequestContext {
  requestId: string;
  logger: Logger;
}

// Keyed by the response object so the context is typed without widening Express's own types.
const contexts = new WeakMap<Response, RequestContext>();

// An id set by the load balancer ties our log lines to its own; anything odd is replaced.
const acceptedIncomingId = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestContext(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get(requestIdHeader);
    const requestId = incoming && acceptedIncomingId.test(incoming) ? incoming : randomUUID();
    const context = { requestId, logger: logger.child({ requestId }) };
    contexts.set(res, context);
    res.setHeader(requestIdHeader, requestId);
    const started = performance.now();
    res.on('finish', () => {
      context.logger.info(
        {
          method: req.method,
          path: req.originalUrl.split('?')[0],
          status: res.statusCode,
          durationMs: Math.round(performance.now() - started),
        },
        'request',
      );
    });
    next();
  };
}

export function requestContextOf(res: Response): RequestContext {
  const context = contexts.get(res);
  if (!context) throw new Error('requestContext middleware is not mounted before this handler');
  return context;
}
