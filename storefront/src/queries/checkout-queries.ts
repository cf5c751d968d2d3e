import { queryOptions } from '@tanstack/react-query';
import type { RpcCall } from '@lumen/domain';
import { orNull } from './or-null.ts';

/**
 * §7 an order by its success token (the success page, the sandbox payment page); null for a token
 * that names no order. Its payment status changes while the shopper pays, so it is read on each visit.
 */
export function orderDataByCbdQuery(rpc: RpcCall, cbdToken: string) {
  return queryOptions({
    queryKey: ['getOrderDataByCbd', { cbdToken }],
    queryFn: () => orNull(rpc('getOrderDataByCbd', { cbdToken })),
    staleTime: 0,
  });
}
