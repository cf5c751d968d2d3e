import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { RpcError } from '@lumen/domain';
import type { RpcCall, Wishlist } from '@lumen/domain';
import { wishlistQuery } from './basket-queries.ts';

export { wishlistQuery };

/** Whether the wishlist holds the product, in any of its variants or without one. */
export function wishlistHoldsProduct(wishlist: Wishlist | undefined, productId: number): boolean {
  return wishlist?.items.some((item) => item.productId === productId) ?? false;
}

/** What the wishlist toggle asks for: the product on the wishlist (`true`) or off it. */
export interface WishlistToggleVariables {
  productId: number;
  pressed: boolean;
}

/**
 * §4 "Wishlist toggle adds or removes": adding puts the product (no variant chosen) on the
 * wishlist, removing takes every item of the product off. The answer is the wishlist after the
 * change, written to the wishlist query so the header's count follows. A product already on the
 * wishlist (§8 409, e.g. added in another tab) is what was asked for: the wishlist is read again.
 */
export function wishlistToggleMutation(rpc: RpcCall, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['wishlistToggle'],
    mutationFn: async ({ productId, pressed }: WishlistToggleVariables): Promise<Wishlist> => {
      if (pressed) {
        try {
          return await rpc('addItemToWishlist', { productId });
        } catch (error) {
          if (error instanceof RpcError && error.code === 'CONFLICT') return rpc('getWishlist', {});
          throw error;
        }
      }
      const current = queryClient.getQueryData(wishlistQuery(rpc).queryKey) ?? (await rpc('getWishlist', {}));
      let wishlist = current;
      for (const item of current.items.filter((candidate) => candidate.productId === productId)) {
        try {
          wishlist = await rpc('removeItemFromWishlist', { itemKey: item.key });
        } catch (error) {
          // §8 'Could not find wishlist item': gone already, which is what was asked for.
          if (!(error instanceof RpcError && error.code === 'NOT_FOUND')) throw error;
          wishlist = await rpc('getWishlist', {});
        }
      }
      return wishlist;
    },
    // The page's first read of the wishlist may still be on its way when the shopper presses a
    // heart right after hydration: its older answer must not land after this one and undo it.
    onMutate: () => queryClient.cancelQueries({ queryKey: wishlistQuery(rpc).queryKey }),
    onSuccess: (wishlist) => {
      queryClient.setQueryData(wishlistQuery(rpc).queryKey, wishlist);
    },
  });
}
