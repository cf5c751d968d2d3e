import { useRouteContext } from '@tanstack/react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '@lumen/design-system';
import { routePath } from '@lumen/domain';
import type { GroupedItemPayload } from '@lumen/domain';
import type { RouterContext } from '../../router.tsx';
import { basketQuery } from '../../queries/basket-queries.ts';
import { useActionErrorToast } from '../errors/use-action-error-toast.ts';

/**
 * Puts an item group (configured glasses, a contact-lens order) into the basket in one call (the
 * api takes a group only complete and makeable), then confirms with a toast linking to the basket.
 * A refusal is the §8 alert toast, and the form that asked stays as it was, with everything entered.
 */
export function useAddItemGroup(
  name: string,
  onAdded: () => void,
  /** The basket's item group these items replace (an edited prescription), saved back into it. */
  replacing?: string,
) {
  const { rpc, shop }: Pick<RouterContext, 'rpc' | 'shop'> = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const { toast } = useToast();
  const showError = useActionErrorToast();
  return useMutation({
    mutationKey: [replacing ? 'replaceItemGroup' : 'addItemsToBasket'],
    mutationFn: (items: GroupedItemPayload[]) =>
      replacing
        ? rpc('replaceItemGroup', { itemGroupId: replacing, items })
        : rpc('addItemsToBasket', { items }),
    onError: (error) => showError(error, 'basketAdd'),
    onSuccess: ({ itemErrors, ...basket }) => {
      queryClient.setQueryData(basketQuery(rpc).queryKey, basket);
      if (itemErrors.length > 0) {
        showError(itemErrors[0], 'basketAdd');
        return;
      }
      toast({
        id: 'basket-added',
        kind: 'CONFIRM',
        title: replacing ? t('configurator.saved') : t('product.added'),
        description: replacing
          ? t('configurator.savedDescription', { name })
          : t('product.addedDescription', { name }),
        actions: [{ type: 'view', label: t('product.viewBasket'), href: routePath(shop, 'basket') }],
      });
      onAdded();
    },
  });
}
