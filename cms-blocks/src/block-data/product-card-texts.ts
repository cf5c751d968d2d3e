import type { Badge } from '@lumen/domain';
import { useMemo } from 'react';
import { useBlockTexts, type BlockTexts } from '../i18n/block-texts.ts';

/**
 * The product card's texts (`productCardProps`): the design system takes every word as a prop, and
 * the product blocks fill them from the `productCard` texts of the page's language.
 */
export type ProductCardTexts = {
  badgeLabels: Readonly<Record<Badge, string>>;
  /** Before the cheapest price of a range ("ab 89,00 €"). */
  fromLabel: string;
  /** Read out before a struck-through price. */
  originalLabel: string;
  /** Read out before a reduced price. */
  currentLabel: string;
  /** EU Omnibus line under a reduced price. */
  lowestPriorLabel: (formattedPrice: string) => string;
  /** Name of the colour swatch list. */
  coloursLabel: string;
  /** The colours not shown as swatches. */
  moreColoursLabel: (count: number) => string;
};

/** The product card's texts read through `t`. */
export function productCardTexts(t: BlockTexts<'productCard'>): ProductCardTexts {
  return {
    badgeLabels: {
      new: t('badgeLabels.new'),
      sold_out: t('badgeLabels.sold_out'),
      online_exclusive: t('badgeLabels.online_exclusive'),
      sustainable: t('badgeLabels.sustainable'),
      premium: t('badgeLabels.premium'),
    },
    fromLabel: t('fromLabel'),
    originalLabel: t('originalLabel'),
    currentLabel: t('currentLabel'),
    lowestPriorLabel: (price) => t('lowestPriorLabel', { price }),
    coloursLabel: t('coloursLabel'),
    moreColoursLabel: (count) => t('moreColoursLabel', { count }),
  };
}

/** The product card's texts in the page's language. */
export function useProductCardTexts(): ProductCardTexts {
  const t = useBlockTexts('productCard');
  return useMemo(() => productCardTexts(t), [t]);
}
