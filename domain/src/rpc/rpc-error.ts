/**
 * The closed set of error codes an RPC answer can carry, with the HTTP status each one travels
 * under. Handlers raise a code; only the api's error middleware turns it into a status.
 */
export const rpcErrorStatus = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNKNOWN_SHOP: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PRECONDITION_FAILED: 412,
  PAYLOAD_TOO_LARGE: 413,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const satisfies Record<string, number>;

/** One of the closed set of codes. */
export type RpcErrorCode = keyof typeof rpcErrorStatus;

/** The code an HTTP status stands for, for answers that carry none of their own. */
export function rpcErrorCodeForStatus(status: number): RpcErrorCode {
  const match = (Object.entries(rpcErrorStatus) as [RpcErrorCode, number][]).find(
    ([, candidate]) => candidate === status,
  );
  return match?.[0] ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
}

/** One problem with one field of a request: `field` is a dotted path (`payload.email`, `header.x-shop-id`). */
export interface RpcErrorDetail {
  field: string;
  message: string;
}

/** What a caller of the RPC client catches: one error type, switched on by `code`. */
export class RpcError extends Error {
  readonly code: RpcErrorCode;
  readonly status: number;
  readonly details: readonly RpcErrorDetail[];
  readonly requestId: string | undefined;
  /** A rate limit's Retry-After, in seconds: when the shopper may try again. */
  readonly retryAfterSeconds: number | undefined;

  constructor(init: {
    code: RpcErrorCode;
    status: number;
    message: string;
    details?: readonly RpcErrorDetail[];
    requestId?: string | undefined;
    retryAfterSeconds?: number | undefined;
  }) {
    super(init.message);
    this.name = 'RpcError';
    this.code = init.code;
    this.status = init.status;
    this.details = init.details ?? [];
    this.requestId = init.requestId;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}
