import { queryOptions } from '@tanstack/react-query';
import type { RpcCall } from '@lumen/domain';

/** §7 redirect lookup by path (with its query): the backend's redirect, or null. */
export function redirectQuery(rpc: RpcCall, path: string) {
  return queryOptions({
    queryKey: ['getRedirect', { path }],
    queryFn: () => rpc('getRedirect', { path }),
    staleTime: 5 * 60_000,
  });
}
