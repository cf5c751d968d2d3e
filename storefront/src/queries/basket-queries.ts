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

/** §2 the basket page's stepper: the answer is the basket after the change, with a §8 206 in `itemErrors`. */
export function updateBasketItemMutation(rpc: RpcCall) {
  return mutationOptions({
    mutationKey: ['updateBasketItem'],
    mutationFn: (payload: RpcPayload<'updateBasketItem'>) => rpc('updateBasketItem', payload),
  });
}

/** §2 remove a line; a group's main item takes its sub-items along (§3 item group). */
export function removeBasketItemMutation(rpc: RpcCall) {
  return mutationOptions({
    mutationKey: ['removeItemFromBasket'],
    mutationFn: (payload: RpcPayload<'removeItemFromBasket'>) => rpc('removeItemFromBasket', payload),
  });
}

/** The basket page's voucher entry: apply or remove a code; the answer is the repriced basket. */
export function voucherMutation(rpc: RpcCall) {
  return mutationOptions({
    mutationKey: ['voucher'],
    mutationFn: ({ code, apply }: { code: string; apply: boolean }) =>
      rpc(apply ? 'applyVoucher' : 'removeVoucher', { code }),
  });
}

/**
 * The delivery methods priced for the session's basket as the checkout will charge them (the
 * basket page's delivery line); keyed by the basket's total so a change of the basket reprices it.
 */
export function checkoutOptionsQuery(rpc: RpcCall, basketTotal: number) {
  return queryOptions({
    queryKey: ['getCheckoutOptions', { basketTotal }],
    queryFn: () => rpc('getCheckoutOptions', {}),
  });
}

/** The products of a gift promotion's variants (§3 variantIds), to name its choices. */
export function giftProductsQuery(rpc: RpcCall, variantIds: readonly number[]) {
  return queryOptions({
    queryKey: ['getProductsByVariantIds', { variantIds }],
    queryFn: () => rpc('getProductsByVariantIds', { variantIds: [...variantIds] }),
    staleTime: 60_000,
    enabled: variantIds.length > 0,
  });
}

/** The shop's running promotions (§3 Promotion): the basket page's gift promotions. */
export function currentPromotionsQuery(rpc: RpcCall) {
  return queryOptions({
    queryKey: ['getCurrentPromotions'],
    queryFn: () => rpc('getCurrentPromotions', {}),
    staleTime: 60_000,
  });
}
