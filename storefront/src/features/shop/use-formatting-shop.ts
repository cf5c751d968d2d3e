import { useRouteContext } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { PriceFormatting, ShopIdentity } from '@lumen/domain';
import type { RouterContext } from '../../router.tsx';
import { shopConfigurationQuery } from '../../queries/shop-queries.ts';

/** The shop as the parts that format its amounts and numbers need it. */
export type FormattingShop = ShopIdentity & Pick<PriceFormatting, 'intlLocaleOverwrite'>;

/**
 * The route's shop with the `intlLocaleOverwrite` of its configuration (§3 Shop): the Swiss shops
 * write francs as "CHF 184.90" in French and Italian too. Cards and content blocks take the shop,
 * not the configuration, so they format with this one; the plain identity would write "184.90 CHF"
 * on a listing and "CHF 184.90" on the product page.
 */
export function useFormattingShop(): FormattingShop {
  const { rpc, shop }: Pick<RouterContext, 'rpc' | 'shop'> = useRouteContext({ from: '__root__' });
  const { data: configuration } = useSuspenseQuery(shopConfigurationQuery(rpc));
  return { ...shop, intlLocaleOverwrite: configuration.intlLocaleOverwrite };
}
