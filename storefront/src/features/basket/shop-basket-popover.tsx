import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BasketPopoverTrigger } from '@lumen/design-system';
import { basketCount } from '@lumen/domain';
import type { Basket } from '@lumen/domain';
import { lazyPart, useLazyPart } from '../lazy-part/lazy-part.ts';
import type { BasketIntent } from './shop-basket-flyout.tsx';

/** The popover's code (Radix Popover, floating-ui, the list): loaded when the shopper reaches the button. */
const basketFlyoutPart = lazyPart(() => import('./shop-basket-flyout.tsx'));

/**
 * The header's basket (§2). The server and the start script render the closed button with its count
 * (design-system `BasketPopoverTrigger`, as `BasketPopover` renders it closed); pointing at it,
 * focusing or pressing it loads the popover (`ShopBasketFlyout`), which takes the button's place.
 */
export function ShopBasketPopover({ basket }: { basket: Basket }) {
  const { t } = useTranslation();
  const [intent, setIntent] = useState<BasketIntent>();
  const [wanted, setWanted] = useState(false);
  const part = useLazyPart(basketFlyoutPart, wanted);
  const count = basketCount(basket.items);

  if (part) return <part.ShopBasketFlyout basket={basket} intent={intent} />;
  return (
    <BasketPopoverTrigger
      aria-haspopup="dialog"
      aria-expanded={false}
      data-state="closed"
      count={count}
      countLabel={t('header.icons.basketCount', { count })}
      triggerLabel={t('header.icons.basket')}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') setIntent((current) => current ?? 'hover');
        setWanted(true);
      }}
      onPointerLeave={() => setIntent((current) => (current === 'hover' ? undefined : current))}
      onFocus={() => {
        setIntent((current) => (current === 'press' ? current : 'focus'));
        setWanted(true);
      }}
      // From the press on, not the click: should the popover come between the two, the new button
      // would not get the click.
      onPointerDown={() => {
        setIntent('press');
        setWanted(true);
      }}
      onClick={() => {
        setIntent('press');
        setWanted(true);
      }}
    />
  );
}
