import { queryOptions } from '@tanstack/react-query';
import type { RpcCall } from '@lumen/domain';

/**
 * The session's customer, or null for an anonymous visitor (§6). Every page asks for it: the access
 * decision and the header's account icon need it. It is read again after sign-in and sign-out by
 * invalidating this key.
 */
export function userQuery(rpc: RpcCall) {
  return queryOptions({
    queryKey: ['getUser'],
    queryFn: () => rpc('getUser', {}),
    staleTime: 30_000,
  });
}
