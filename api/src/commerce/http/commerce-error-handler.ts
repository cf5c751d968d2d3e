import type { ErrorRequestHandler, RequestHandler } from 'express';
import { requestContextOf } from '../../http/request-context.ts';
import { CommerceFailure } from '../commerce-failure.ts';
import { CommerceError } from './commerce-error.ts';
import { failureAnswer } from './failure-status.ts';

/** Errors of Express and body-parser carry an HTTP status (http-errors style). */
function clientStatusOf(error: unknown): { status: number; type: unknown } | undefined {
  if (!(error instanceof Error) || !('status' in error) || typeof error.status !== 'number') return undefined;
  return error.status >= 400 && error.status < 500
    ? { status: error.status, type: (error as { type?: unknown }).type }
    : undefined;
}

function toCommerceError(error: unknown): CommerceError | undefined {
  if (error instanceof CommerceError) return error;
  if (error instanceof CommerceFailure) return failureAnswer(error);
  const client = clientStatusOf(error);
  if (!client) return undefined;
  if (client.type === 'entity.parse.failed') {
    return new CommerceError(400, 'Request body is not valid JSON', [
      { parameter: 'body', message: 'Invalid JSON' },
    ]);
  }
  if (client.type === 'entity.too.large') return new CommerceError(413, 'Request body is too large');
  return new CommerceError(client.status, 'Bad request');
}

/**
 * Commerce answers other than 2xx: `{ message, errors?, requestId }` with the error's status.
 * Anything unexpected is a logged 500 whose answer names no internals (no stack, no SQL).
 */
export const commerceErrorHandler: ErrorRequestHandler = (error, _req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  const { requestId, logger } = requestContextOf(res);
  const known = toCommerceError(error);
  if (!known) {
    logger.error({ err: error }, 'commerce request failed');
    res.status(500).json({ message: 'Internal server error', requestId });
    return;
  }
  logger.info({ status: known.status, problems: known.problems }, known.message);
  res.status(known.status).json({
    message: known.message,
    ...(known.problems?.length ? { errors: known.problems } : {}),
    requestId,
  });
};

export const commerceNotFound: RequestHandler = (req) => {
  const path = (req.originalUrl.split('?')[0] ?? '').slice(0, 120);
  throw new CommerceError(404, `Not found: ${req.method} ${path}`);
};
