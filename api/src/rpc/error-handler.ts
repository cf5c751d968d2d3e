import { rpcErrorCodeForStatus, rpcErrorStatus } from '@lumen/domain';
import type { RpcErrorBody } from '@lumen/domain';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { requestContextOf } from '../http/request-context.ts';
import { isDatabaseUnavailable } from '../db/database-unavailable.ts';
import { AppError, internalErrorMessage } from './app-error.ts';

export const maxRequestBody = '100kb';

/** Errors of Express and body-parser carry an HTTP status (http-errors style). */
interface HttpError {
  status: number;
  type?: unknown;
  expose?: unknown;
  message: string;
}

function isHttpError(error: unknown): error is HttpError {
  if (!(error instanceof Error) || !('status' in error)) return false;
  const { status } = error;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** Every error becomes an AppError; only client faults keep a message of their own. */
function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (isHttpError(error)) {
    if (error.type === 'entity.parse.failed') {
      return new AppError('BAD_REQUEST', 'Request body is not valid JSON', {
        details: [{ field: 'body', message: 'Invalid JSON' }],
        cause: error,
      });
    }
    if (error.type === 'entity.too.large') {
      return new AppError('PAYLOAD_TOO_LARGE', `Request body is larger than ${maxRequestBody}`, {
        details: [{ field: 'body', message: `At most ${maxRequestBody}` }],
        cause: error,
      });
    }
    return new AppError(
      rpcErrorCodeForStatus(error.status),
      error.expose === true ? error.message : 'Bad request',
      {
        cause: error,
      },
    );
  }
  if (isDatabaseUnavailable(error)) {
    return new AppError('UNAVAILABLE', databaseUnavailableMessage, { cause: error });
  }
  return new AppError('INTERNAL', internalErrorMessage, { cause: error });
}

/** Shown when the database cannot be reached; the driver's own words are only logged. */
export const databaseUnavailableMessage = 'The shop is unavailable for a moment; try again shortly';

/**
 * The one place where an error becomes an answer: status from the code (rpcErrorStatus), body in
 * the contract's error shape with the request id, and a log line. Server faults are logged with
 * their cause and answered with a generic message only.
 */
export const rpcErrorHandler: ErrorRequestHandler = (error, _req, res, next) => {
  // Once headers are out the answer cannot change; Express closes the connection.
  if (res.headersSent) {
    next(error);
    return;
  }
  const { requestId, logger } = requestContextOf(res);
  const appError = toAppError(error);
  const status = rpcErrorStatus[appError.code];
  if (status >= 500) {
    logger.error({ err: appError.cause ?? appError, code: appError.code, status }, appError.message);
  } else {
    logger.info({ code: appError.code, status, details: appError.details }, appError.message);
  }
  const body: RpcErrorBody = {
    error: {
      code: appError.code,
      message: status >= 500 && appError.code === 'INTERNAL' ? internalErrorMessage : appError.message,
      ...(appError.details?.length ? { details: [...appError.details] } : {}),
      requestId,
    },
  };
  res.status(status).json(body);
};

// Paths echoed in messages are capped: an answer should not mirror a megabyte of URL.
export function shown(value: string, max = 120): string {
  return value.length > max ? `${value.slice(0, max)}…` : value;
}

/** Anything under /api that no router answered: a JSON 404 (§8), never the HTML fallback. */
export const apiNotFound: RequestHandler = (req) => {
  throw new AppError('NOT_FOUND', `Not found: ${req.method} ${shown(req.originalUrl.split('?')[0] ?? '')}`);
};
