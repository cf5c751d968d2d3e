import { useRouteContext } from '@tanstack/react-router';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BasketPopover } from '@lumen/design-system';
import { basketCount, routePath } from '@lumen/domain';
import type { Basket } from '@lumen/domain';
import type { RouterContext } from '../../router.tsx';
import { basketQuery } from '../../queries/basket-queries.ts';
import { shopConfigurationQuery } from '../../queries/shop-queries.ts';
import { basketPopoverItems } from './basket-popover-items.ts';

/**
 * The header's basket (§2): the design-system BasketPopover with the session's basket. The button
 * and its count render on the server; the list renders when the popover opens (from lg up), and
 * opening reads the basket again once it is older than the query's stale time.
 */
export function ShopBasketPopover({ basket }: { basket: Basket }) {
  const { rpc, shop }: Pick<RouterContext, 'rpc' | 'shop'> = useRouteContext({ from: '__root__' });
  const { data: configuration } = useSuspenseQuery(shopConfigurationQuery(rpc));
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const count = basketCount(basket.items);
  const items = basketPopoverItems(basket.items, {
    shop,
    prices: configuration,
    texts: {
      attributeLabels: {
        colour: t('header.basketPopover.attributes.colour'),
        lensColour: t('header.basketPopover.attributes.lensColour'),
        size: t('header.basketPopover.attributes.size'),
        packing: t('header.basketPopover.attributes.packing'),
      },
      problems: {
        unavailable: t('header.basketPopover.problems.unavailable'),
        incompleteGroup: t('header.basketPopover.problems.incompleteGroup'),
        insufficientQuantity: (available) =>
          t('header.basketPopover.problems.insufficientQuantity', { count: available }),
      },
    },
  });

  return (
    <BasketPopover
      items={items}
      count={count}
      countLabel={t('header.icons.basketCount', { count })}
      triggerLabel={t('header.icons.basket')}
      title={t('header.basketPopover.title')}
      closeLabel={t('header.basketPopover.close')}
      quantityLabel={t('header.basketPopover.quantity')}
      basketHref={routePath(shop, 'basket')}
      basketLinkLabel={t('header.basketPopover.basketLink')}
      checkoutHref={routePath(shop, 'checkout')}
      checkoutLabel={t('header.basketPopover.checkout')}
      emptyText={t('header.basketPopover.empty')}
      unavailableNotice={t('header.basketPopover.unavailableNotice')}
      onOpenChange={(open) => {
        if (open) void queryClient.prefetchQuery(basketQuery(rpc));
      }}
    />
  );
}
