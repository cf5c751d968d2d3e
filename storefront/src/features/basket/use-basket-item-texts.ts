import { useTranslation } from 'react-i18next';
import type { BasketPopoverItemTexts } from './basket-popover-items.ts';

/** The labels of a basket line's attributes and of its §2 check problems, for the popover and the page. */
export function useBasketItemTexts(): BasketPopoverItemTexts {
  const { t } = useTranslation();
  return {
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
  };
}
