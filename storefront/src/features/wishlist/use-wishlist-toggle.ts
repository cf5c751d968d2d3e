import { useRouteContext } from '@tanstack/react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ProductCardWishlist } from '@lumen/design-system';
import type { RouterContext } from '../../router.tsx';
import {
  wishlistHoldsProduct,
  wishlistQuery,
  wishlistToggleMutation,
} from '../../queries/wishlist-queries.ts';
import { useActionErrorToast } from '../errors/use-action-error-toast.ts';
import { useHydrated } from '../page/use-hydrated.ts';

/**
 * §4 the wishlist heart of a product card or the product page: the design-system
 * `ProductCardWishlist` props for one product. Pressed while the session's wishlist holds the
 * product (any variant); pressing adds the product, pressing again removes it. The new state shows
 * at once (optimistic) and the header's count follows the answer; a refusal (§8 412 unavailable,
 * 413 the maximum count reached) shows an alert toast and the toggle goes back.
 *
 * Keep this signature: listings, sliders and the product page share it.
 */
export function useWishlistToggle(product: { id: number; name: string }): ProductCardWishlist {
  const { rpc }: Pick<RouterContext, 'rpc'> = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  // The wishlist streams in after the page's first HTML: server and hydrating browser both render
  // the toggle unpressed, then the browser shows the session's state.
  const hydrated = useHydrated();
  const showError = useActionErrorToast();
  const { data: wishlist } = useQuery({ ...wishlistQuery(rpc), enabled: hydrated });
  const toggle = useMutation({
    ...wishlistToggleMutation(rpc, queryClient),
    onError: (error, variables) => showError(error, variables.pressed ? 'wishlistAdd' : 'wishlistRemove'),
  });

  const stored = hydrated && wishlistHoldsProduct(wishlist, product.id);
  // While the call runs the toggle shows what was asked for.
  const pressed = toggle.isPending ? toggle.variables.pressed : stored;

  return {
    label: t('wishlist.toggle', { name: product.name }),
    pressed,
    busy: toggle.isPending,
    onToggle: (next) => {
      if (toggle.isPending) return;
      toggle.mutate({ productId: product.id, pressed: next });
    },
  };
}
