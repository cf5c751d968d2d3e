import { currencySignOf, formatNumber, formatPrice } from '@lumen/domain';
import { useRouteContext } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouterContext } from '../../router.tsx';
import { shopConfigurationQuery } from '../../queries/shop-queries.ts';

/** How a listing writes prices and counts in the shop's locale. */
export function useListingFormats() {
  const { shop, rpc }: Pick<RouterContext, 'shop' | 'rpc'> = useRouteContext({ from: '__root__' });
  const { data: configuration } = useSuspenseQuery(shopConfigurationQuery(rpc));
  const { t } = useTranslation();
  return useMemo(() => {
    const price = (cents: number) => formatPrice(cents, configuration);
    return {
      shop,
      price,
      count: (count: number) => formatNumber(count, configuration),
      unit: currencySignOf({ ...configuration, currency: shop.currency }),
      priceRange: (min: number | undefined, max: number | undefined) =>
        min !== undefined && max !== undefined
          ? `${price(min)} – ${price(max)}`
          : min !== undefined
            ? t('listing.filters.priceFrom', { price: price(min) })
            : t('listing.filters.priceTo', { price: price(max ?? 0) }),
    };
  }, [shop, configuration, t]);
}
