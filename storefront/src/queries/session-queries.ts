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

/**
 * The signed-in customer (or checkout guest) with contact data and kept addresses (§7
 * getUserInfo): the checkout prefills its address from it; read fresh, as the account may change it.
 */
export function userInfoQuery(rpc: RpcCall) {
  return queryOptions({ queryKey: ['getUserInfo'], queryFn: () => rpc('getUserInfo', {}) });
}
