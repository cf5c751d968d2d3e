import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { RpcCall, RpcPayload } from '@lumen/domain';

/** The session's basket (§3); the header's badge and the basket pages read it. */
export function basketQuery(rpc: RpcCall) {
  return queryOptions({ queryKey: ['getBasket'], queryFn: () => rpc('getBasket', {}) });
}

/** The session's wishlist (§3); the header's badge and the wishlist page read it. */
export function wishlistQuery(rpc: RpcCall) {
  return queryOptions({ queryKey: ['getWishlist'], queryFn: () => rpc('getWishlist', {}) });
}

/**
 * §3 add to basket: the answer is the basket after the change, written to the basket query so the
 * header's count and popover follow. The caller adds what the page shows meanwhile (optimistic)
 * through `onMutate` and takes it back on an error.
 */
export function addToBasketMutation(rpc: RpcCall) {
  return mutationOptions({
    mutationKey: ['addItemToBasket'],
    mutationFn: (payload: RpcPayload<'addItemToBasket'>) => rpc('addItemToBasket', payload),
  });
}
