import { useRouteContext } from '@tanstack/react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '@lumen/design-system';
import { routePath } from '@lumen/domain';
import type { Basket, Product } from '@lumen/domain';
import type { RouterContext } from '../../router.tsx';
import { addToBasketMutation, basketQuery } from '../../queries/basket-queries.ts';
import { useActionErrorToast } from '../errors/use-action-error-toast.ts';
import { withProvisionalItem } from './optimistic-basket.ts';

/**
 * §3 add to basket, as the product page and the wishlist do it: optimistic (the header's count and
 * popover move before the api answers; an error puts the basket back and shows the §8 refusal as an
 * alert toast), and a toast confirms with a link to the basket, warning when §8 206 reduced the
 * quantity. `onAdded` runs once the basket took the item.
 */
export function useAddToBasket(product: Product, name: string, { onAdded }: { onAdded?: () => void } = {}) {
  const { rpc, shop }: Pick<RouterContext, 'rpc' | 'shop'> = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const { toast } = useToast();
  const showError = useActionErrorToast();
  const basketKey = basketQuery(rpc).queryKey;

  return useMutation({
    ...addToBasketMutation(rpc),
    onMutate: async (payload) => {
      await queryClient.cancelQueries({ queryKey: basketKey });
      const previous = queryClient.getQueryData<Basket>(basketKey);
      const variant = product.variants?.find((candidate) => candidate.id === payload.variantId);
      if (previous && variant) {
        queryClient.setQueryData(
          basketKey,
          withProvisionalItem(previous, product, variant, payload.quantity ?? 1),
        );
      }
      return { previous };
    },
    onError: (error, _payload, context) => {
      if (context?.previous) queryClient.setQueryData(basketKey, context.previous);
      showError(error, 'basketAdd');
    },
    onSuccess: ({ itemErrors, ...basket }) => {
      queryClient.setQueryData(basketKey, basket);
      const reduced = itemErrors.find((error) => error.kind === 'ItemAddedWithReducedQuantity');
      toast({
        id: 'basket-added',
        kind: reduced ? 'WARNING' : 'CONFIRM',
        title: t('product.added'),
        description: reduced
          ? t('actionErrors.basketAdd.reducedQuantity')
          : t('product.addedDescription', { name }),
        actions: [{ type: 'view', label: t('product.viewBasket'), href: routePath(shop, 'basket') }],
      });
      onAdded?.();
    },
  });
}
