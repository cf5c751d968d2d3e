import { queryOptions } from '@tanstack/react-query';
import type { RpcCall } from '@lumen/domain';
import { orNull } from './or-null.ts';

/*
 * The account pages' data (§2 /account/…, §6): each answer is the signed-in customer's own and
 * changes with what they do, so it is read on each visit and never shared.
 */

/** One page of the customer's online orders, newest first. */
export function ordersQuery(rpc: RpcCall, page: number, perPage: number) {
  return queryOptions({
    queryKey: ['getOrders', { page, perPage }],
    queryFn: () => rpc('getOrders', { page, perPage }),
  });
}

/** One of the customer's orders; null for an id that names none of theirs (another's is not found either). */
export function orderQuery(rpc: RpcCall, orderId: number) {
  return queryOptions({
    queryKey: ['getOrder', { orderId }],
    queryFn: () => orNull(rpc('getOrder', { orderId })),
  });
}
