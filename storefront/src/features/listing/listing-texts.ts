import { formatPrice } from '@lumen/domain';
import type { ShopIdentity } from '@lumen/domain';
import { useRouteContext } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouterContext } from '../../router.tsx';

/** The currency's sign as the shop's locale writes it ("€", "zł", "CHF", "Kč"): the price inputs' unit. */
function currencySign(shop: ShopIdentity): string {
  const parts = new Intl.NumberFormat(shop.locale, {
    style: 'currency',
    currency: shop.currency,
  }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? shop.currency;
}

/** How a listing writes prices and counts in the shop's locale. */
export function useListingFormats() {
  const { shop }: Pick<RouterContext, 'shop'> = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  return useMemo(() => {
    const counts = new Intl.NumberFormat(shop.locale);
    const price = (cents: number) => formatPrice(cents, shop);
    return {
      shop,
      price,
      count: (count: number) => counts.format(count),
      unit: currencySign(shop),
      priceRange: (min: number | undefined, max: number | undefined) =>
        min !== undefined && max !== undefined
          ? `${price(min)} – ${price(max)}`
          : min !== undefined
            ? t('listing.filters.priceFrom', { price: price(min) })
            : t('listing.filters.priceTo', { price: price(max ?? 0) }),
    };
  }, [shop, t]);
}
