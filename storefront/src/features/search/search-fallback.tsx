import { useRouteContext } from '@tanstack/react-router';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { searchFallbackLimits } from '@lumen/domain';
import type { RouterContext } from '../../router.tsx';
import { navigationQuery } from '../../queries/catalog-queries.ts';
import { navigationDefaultPagesQuery, newestProductsQuery } from '../../queries/search-queries.ts';
import { shopConfigurationQuery } from '../../queries/shop-queries.ts';
import { SuggestionLinks, suggestionLinkClasses } from '../listing/listing-empty-state.tsx';
import { ListingGrid } from '../listing/listing-grid.tsx';
import { ShopLink } from '../routing/shop-link.tsx';
import { defaultPageItems } from './default-pages.ts';

type FallbackContext = Pick<RouterContext, 'queryClient' | 'rpc'>;

/** The first main category of the navigation: the flyout's newest products come from there (§2). */
function firstCategoryPath(navigation: readonly { slug: string }[]): string[] {
  return navigation[0]?.slug.split('/').filter(Boolean) ?? [];
}

/**
 * Loads the search fallback (§2): what the search page shows when a term finds nothing and the
 * basket page when the basket is empty.
 */
export async function loadSearchFallback({ queryClient, rpc }: FallbackContext): Promise<void> {
  const [navigation] = await Promise.all([
    queryClient.ensureQueryData(navigationQuery(rpc)),
    queryClient.ensureQueryData(navigationDefaultPagesQuery(rpc)),
    queryClient.ensureQueryData(shopConfigurationQuery(rpc)),
  ]);
  const first = firstCategoryPath(navigation);
  if (first.length > 0)
    await queryClient.ensureQueryData(newestProductsQuery(rpc, first, searchFallbackLimits.newestProducts));
}

/**
 * §2 the search fallback: the newest products, the top categories and the shop's default pages,
 * as the search flyout shows them for a short term.
 */
export function SearchFallback() {
  const { rpc }: Pick<RouterContext, 'rpc'> = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  const { data: navigation } = useSuspenseQuery(navigationQuery(rpc));
  const { data: configuration } = useSuspenseQuery(shopConfigurationQuery(rpc));
  const { data: stories } = useSuspenseQuery(navigationDefaultPagesQuery(rpc));
  const first = firstCategoryPath(navigation);
  const newest = useQuery({
    ...newestProductsQuery(rpc, first, searchFallbackLimits.newestProducts),
    enabled: first.length > 0,
  });
  const categories = navigation.slice(0, searchFallbackLimits.topCategories);
  const pages = defaultPageItems(
    stories,
    configuration.customData.navigationDefaultContents.defaultContentPages,
  ).slice(0, searchFallbackLimits.defaultPages);
  return (
    <>
      {categories.length > 0 && (
        <SuggestionLinks label={t('header.search.fallback.topCategories')}>
          {categories.map((item) => (
            <li key={item.slug}>
              <ShopLink
                href={item.slug.endsWith('/') ? item.slug : `${item.slug}/`}
                className={suggestionLinkClasses}
              >
                {item.label}
              </ShopLink>
            </li>
          ))}
        </SuggestionLinks>
      )}
      {pages.length > 0 && (
        <SuggestionLinks label={t('header.search.fallback.defaultPages')}>
          {pages.map((item) => (
            <li key={item.id}>
              <ShopLink href={item.href} className={suggestionLinkClasses}>
                {item.label}
              </ShopLink>
            </li>
          ))}
        </SuggestionLinks>
      )}
      {newest.data && newest.data.length > 0 && (
        <section aria-label={t('header.search.fallback.newestProducts')}>
          <h4 className="mb-3 text-sm font-semibold text-foreground-muted">
            {t('header.search.fallback.newestProducts')}
          </h4>
          <ListingGrid tiles={newest.data} firstPosition={0} wishlist={configuration.onlineShopEnabled} />
        </section>
      )}
    </>
  );
}
