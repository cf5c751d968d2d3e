import { shopIdHeader } from '../shops/shop-id-header.ts';
import { RpcError, RpcErrorBodySchema, rpcErrorCodeForStatus } from './rpc-error.ts';
import { rpcContract, rpcPath } from './rpc-contract.ts';
import type { RpcName, RpcPayload, RpcResponse } from './rpc-contract.ts';

/** The part of `fetch` the client needs, so the domain stays free of DOM and Node types. */
export type FetchLike = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string },
) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

export interface RpcClientOptions {
  fetch: FetchLike;
  shopId: number;
  /** Where the api answers: `/api` in the browser, an absolute URL on the server. */
  apiBase?: string;
  /** Extra headers, such as the session cookie forwarded by the server renderer. */
  headers?: Record<string, string>;
}

export type RpcCall = <N extends RpcName>(name: N, payload?: RpcPayload<N>) => Promise<RpcResponse<N>>;

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
      const parsed = RpcErrorBodySchema.safeParse(body);
      if (parsed.success) {
        throw new RpcError({ ...parsed.data.error, status: response.status });
      }
      throw new RpcError({
        code: rpcErrorCodeForStatus(response.status),
        status: response.status,
        message: `${name} failed with status ${response.status}`,
      });
    }
    const parsed = rpcContract[name].response.safeParse(body);
    if (!parsed.success) {
      throw new RpcError({ code: 'INTERNAL', status: response.status, message: 'Invalid response data' });
    }
    return parsed.data as RpcResponse<typeof name>;
  };
}
