import { shopIdHeader } from '../shops/shop-id-header.ts';
import { RpcError, rpcErrorCodeForStatus, rpcErrorStatus } from './rpc-error.ts';
import type { RpcErrorCode, RpcErrorDetail } from './rpc-error.ts';
import { rpcPath } from './rpc-path.ts';
import type { RpcCheckedResponse, RpcName, RpcPayload, RpcResponse } from './rpc-contract.ts';

/** The part of `fetch` the client needs, so the domain stays free of DOM and Node types. */
export type FetchLike = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string },
) => Promise<{
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
  headers?: { get(name: string): string | null };
}>;

export interface RpcClientOptions {
  fetch: FetchLike;
  shopId: number;
  /** Where the api answers: `/api` in the browser, an absolute URL on the server. */
  apiBase?: string;
  /** Extra headers, such as the session cookie forwarded by the server renderer. */
  headers?: Record<string, string>;
  /**
   * Checks each answer (`parseContractResponse` checks it against the contract's response schema).
   * Without it the answer is taken as the api sent it: the api checked it on the way out, and the
   * browser must not ship every response schema to check it twice.
   */
  checkResponse?: <N extends RpcName>(name: N, body: unknown) => RpcCheckedResponse<N>;
}

/** An error answer's `error`, read by hand: the browser's client carries no schema library. */
function errorOfBody(
  body: unknown,
): { code: RpcErrorCode; message: string; details?: RpcErrorDetail[]; requestId?: string } | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const { error } = body;
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message, details, requestId } = error as Record<string, unknown>;
  if (typeof code !== 'string' || !Object.hasOwn(rpcErrorStatus, code) || typeof message !== 'string')
    return undefined;
  const validDetails =
    details === undefined ||
    (Array.isArray(details) &&
      details.every(
        (detail: unknown) =>
          typeof detail === 'object' &&
          detail !== null &&
          typeof (detail as Record<string, unknown>).field === 'string' &&
          typeof (detail as Record<string, unknown>).message === 'string',
      ));
  if (!validDetails || (requestId !== undefined && typeof requestId !== 'string')) return undefined;
  return {
    code: code as RpcErrorCode,
    message,
    ...(details === undefined ? {} : { details: details as RpcErrorDetail[] }),
    ...(requestId === undefined ? {} : { requestId }),
  };
}

export type RpcCall = <N extends RpcName>(name: N, payload?: RpcPayload<N>) => Promise<RpcResponse<N>>;

/** Retry-After in seconds (the api sends seconds, never a date); undefined when absent or not one. */
function retryAfterOf(header: string | null): number | undefined {
  if (header === null || !/^\d+$/.test(header.trim())) return undefined;
  return Number(header.trim());
}

/**
 * A typed client of the RPC contract: `POST {apiBase}/rpc/{name}` with body `{payload}` and the
 * `x-shop-id` header (§7). Error answers and answers that break the contract become one `RpcError`.
 */
export function createRpcClient(options: RpcClientOptions): RpcCall {
  return async (name, payload) => {
    const response = await options.fetch(rpcPath(name, options.apiBase), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [shopIdHeader]: String(options.shopId),
        ...options.headers,
      },
      body: JSON.stringify({ payload: payload ?? {} }),
    });
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const error = errorOfBody(body);
      const retryAfterSeconds = retryAfterOf(response.headers?.get('retry-after') ?? null);
      if (error) throw new RpcError({ ...error, status: response.status, retryAfterSeconds });
      throw new RpcError({
        code: rpcErrorCodeForStatus(response.status),
        status: response.status,
        message: `${name} failed with status ${response.status}`,
        retryAfterSeconds,
      });
    }
    if (!options.checkResponse) return body as RpcResponse<typeof name>;
    const checked = options.checkResponse(name, body);
    if (!checked.ok) {
      throw new RpcError({ code: 'INTERNAL', status: response.status, message: 'Invalid response data' });
    }
    return checked.data;
  };
}
