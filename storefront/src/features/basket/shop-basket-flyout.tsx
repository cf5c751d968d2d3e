import { useRouteContext } from '@tanstack/react-router';
import { useLayoutEffect } from 'react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BasketPopover } from '@lumen/design-system';
import { basketCount, routePath } from '@lumen/domain';
import type { Basket } from '@lumen/domain';
import type { RouterContext } from '../../router.tsx';
import { basketQuery } from '../../queries/basket-queries.ts';
import { shopConfigurationQuery } from '../../queries/shop-queries.ts';
import { basketPopoverItems } from './basket-popover-items.ts';
import { useBasketItemTexts } from './use-basket-item-texts.ts';

/** How the shopper is at the basket button as the popover's code comes: pressed, focused or resting on it. */
export type BasketIntent = 'press' | 'focus' | 'hover';

/**
 * The header's basket (§2): the design-system BasketPopover with the session's basket, in a chunk
 * of its own that `ShopBasketPopover` loads on first use. The list renders when the popover opens
 * (from lg up), and opening reads the basket again once it is older than the query's stale time.
 * It takes over from the closed button where the shopper was: a press opens it, a focused button
 * keeps the focus, and a mouse resting on it opens it as a hover does.
 */
export function ShopBasketFlyout({ basket, intent }: { basket: Basket; intent: BasketIntent | undefined }) {
  const { rpc, shop }: Pick<RouterContext, 'rpc' | 'shop'> = useRouteContext({ from: '__root__' });
  const { data: configuration } = useSuspenseQuery(shopConfigurationQuery(rpc));
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const count = basketCount(basket.items);
  const itemTexts = useBasketItemTexts();
  const items = basketPopoverItems(basket.items, {
    shop,
    prices: configuration,
    texts: itemTexts,
  });

  // Runs once, as the popover's button replaces the closed one (a new element, without the focus).
  useLayoutEffect(() => {
    const trigger = document.querySelector<HTMLButtonElement>('[data-slot="basket-popover-trigger"]');
    if (!trigger || intent === undefined || intent === 'press') return;
    if (intent === 'focus') trigger.focus();
    // The mouse came before the code and rests on the button (the new one is not :hover until the
    // mouse moves): it opens as if the mouse had just come, by BasketPopover's hover rules.
    else trigger.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the first render's intent counts
  }, []);

  return (
    <BasketPopover
      defaultOpen={intent === 'press'}
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
