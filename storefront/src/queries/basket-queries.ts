import { queryOptions } from '@tanstack/react-query';
import type { RpcCall } from '@lumen/domain';

/** The session's basket (§3); the header's badge and the basket pages read it. */
export function basketQuery(rpc: RpcCall) {
  return queryOptions({ queryKey: ['getBasket'], queryFn: () => rpc('getBasket', {}) });
}

/** The session's wishlist (§3); the header's badge and the wishlist page read it. */
export function wishlistQuery(rpc: RpcCall) {
  return queryOptions({ queryKey: ['getWishlist'], queryFn: () => rpc('getWishlist', {}) });
}
