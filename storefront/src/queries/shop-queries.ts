import { queryOptions } from '@tanstack/react-query';
import type { RpcCall } from '@lumen/domain';

/** The Shop entity of §3 for the current shop; it changes rarely, so it stays fresh for the session. */
export function shopConfigurationQuery(rpc: RpcCall) {
  return queryOptions({
    queryKey: ['shopConfiguration'],
    queryFn: () => rpc('getShopConfiguration', {}),
    staleTime: Infinity,
  });
}
