import type { RpcName } from './rpc-contract.ts';

/** §7: calls go to `POST {api base}/rpc/{name}`; the api base defaults to `/api`. */
export const defaultApiBase = '/api';

export function rpcPath(name: RpcName, apiBase: string = defaultApiBase): string {
  return `${apiBase.replace(/\/+$/, '')}/rpc/${name}`;
}
