import { queryOptions } from '@tanstack/react-query';
import type { RpcCall } from '@lumen/domain';

/** The session's ROPO basket (§3 fixed slots): the shopper's own, so read fresh on every page. */
export function ropoBasketQuery(rpc: RpcCall) {
  return queryOptions({
    queryKey: ['getRopoBasket'],
    queryFn: () => rpc('getRopoBasket', {}),
  });
}

/** The shop's ROPO category (§3 `ropo.categoryPath`), whose frames can be tried on in a branch; null where none. */
export function ropoCategoryQuery(rpc: RpcCall) {
  return queryOptions({
    queryKey: ['getRopoCategory'],
    queryFn: () => rpc('getRopoCategory', {}),
    staleTime: 5 * 60_000,
  });
}
