import type { RpcErrorCode, RpcErrorDetail } from '@lumen/domain';

/** What a client sees instead of a server fault's own message (which may hold SQL or paths). */
export const internalErrorMessage = 'Internal server error';

/**
 * The one error type the api raises on purpose. Its code comes from the closed set of the RPC
 * contract and decides the status (in the error middleware, never in a handler); its message and
 * details are shown to the client, so they must be safe to show. `cause` is only logged.
 */
export class AppError extends Error {
  readonly code: RpcErrorCode;
  readonly details: readonly RpcErrorDetail[] | undefined;

  constructor(
    code: RpcErrorCode,
    message: string,
    options: { details?: readonly RpcErrorDetail[]; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.details = options.details;
  }
}
