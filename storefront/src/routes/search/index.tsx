import { createFileRoute } from '@tanstack/react-router';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { routePath, searchFallbackLimits } from '@lumen/domain';
import type { RouterContext } from '../../router.tsx';
import { pageHeadOfRoute } from '../../features/page/page-head-of-route.ts';
import { PageHeading } from '../../features/page/page-heading.tsx';
import {
  ListingEmptyState,
  ResetFiltersSuggestion,
  SuggestionLinks,
  suggestionLinkClasses,
} from '../../features/listing/listing-empty-state.tsx';
import { ListingGrid } from '../../features/listing/listing-grid.tsx';
import { submittedFormQuery } from '../../features/listing/listing-form.ts';
import { listingHref, listingQueryOfSearch, pageSizeOf } from '../../features/listing/listing-url.ts';
import { ListingView } from '../../features/listing/listing-view.tsx';
import { ShopLink } from '../../features/routing/shop-link.tsx';
import { defaultPageItems } from '../../features/search/default-pages.ts';
import { navigationQuery } from '../../queries/catalog-queries.ts';
import {
  navigationDefaultPagesQuery,
  newestProductsQuery,
  searchResultsQuery,
} from '../../queries/search-queries.ts';
import { shopConfigurationQuery } from '../../queries/shop-queries.ts';
import { publicRedirect } from '../../routing/public-redirect.ts';
import { firstValue } from '../../routing/search-schemas.ts';

/**
 * §2 /search/?term=…: a blank or overlong term is dropped, not an error. The listing's parameters
 * (filters, order, page) and anything else stay as they came; the listing reads its query from them.
 */
const SearchPageSearchSchema = z.looseObject({
  term: z.preprocess(firstValue, z.string().trim().min(1).max(100).optional().catch(undefined)),
});

type FallbackContext = Pick<RouterContext, 'queryClient' | 'rpc'>;

/** The first main category of the navigation: the flyout's newest products come from there (§2). */
function firstCategoryPath(navigation: readonly { slug: string }[]): string[] {
  return navigation[0]?.slug.split('/').filter(Boolean) ?? [];
}

/** What the page shows when a term finds nothing: the search flyout's fallback content (§2). */
async function loadFallback({ queryClient, rpc }: FallbackContext): Promise<void> {
  const [navigation] = await Promise.all([
    queryClient.ensureQueryData(navigationQuery(rpc)),
    queryClient.ensureQueryData(navigationDefaultPagesQuery(rpc)),
    queryClient.ensureQueryData(shopConfigurationQuery(rpc)),
  ]);
  const first = firstCategoryPath(navigation);
  if (first.length > 0)
    await queryClient.ensureQueryData(newestProductsQuery(rpc, first, searchFallbackLimits.newestProducts));
}

export const Route = createFileRoute('/search/')({
  validateSearch: SearchPageSearchSchema,
  // The listing's query is not a dep: a new filter or page reloads in the background (see the catch-all).
  loaderDeps: ({ search }) => ({ term: search.term }),
  loader: async ({ context, deps: { term }, location }) => {
    const { queryClient, rpc, shop } = context;
    if (term === undefined) {
      await loadFallback(context);
      return;
    }
    const search = location.search;
    const resultsOf = (query: ReturnType<typeof listingQueryOfSearch>) =>
      searchResultsQuery(rpc, term, query, pageSizeOf(query));
    const submitted = await submittedFormQuery(
      search,
      async (query) => (await queryClient.ensureQueryData(resultsOf(query))).filters,
    );
    if (submitted) throw publicRedirect(shop, listingHref(routePath(shop, 'search'), search, submitted), 302);
    const results = await queryClient.ensureQueryData(resultsOf(listingQueryOfSearch(search)));
    if (results.pagination.total === 0) await loadFallback(context);
  },
  head: ({ match }) =>
    pageHeadOfRoute(match.context, {
      routeId: 'search',
      title: match.search.term
        ? match.context.i18n.t('pages.search.titleWithTerm', {
            term: match.search.term,
          })
        : match.context.i18n.t('pages.search.title'),
    }),
  component: SearchPage,
});

function SearchPage() {
  const search = Route.useSearch();
  const { term } = search;
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <PageHeading>{term ? t('pages.search.titleWithTerm', { term }) : t('pages.search.title')}</PageHeading>
      {term ? (
        <SearchResults term={term} search={search} />
      ) : (
        <ListingEmptyState title={t('pages.search.noTerm')} text={t('pages.search.noTermText')}>
          <SearchFallback />
        </ListingEmptyState>
      )}
    </div>
  );
}

function SearchResults({ term, search }: { term: string; search: Record<string, unknown> }) {
  const { rpc, shop } = Route.useRouteContext();
  const { t } = useTranslation();
  const query = listingQueryOfSearch(search);
  const publicPath = routePath(shop, 'search');
  const { data: configuration } = useSuspenseQuery(shopConfigurationQuery(rpc));
  const results = useQuery({
    ...searchResultsQuery(rpc, term, query, pageSizeOf(query)),
    // Only the last grid of the same term stands in while another page or filter loads.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1]?.term === term ? previous : undefined,
  });
  if (!results.data) return null;
  return (
    <ListingView
      publicPath={publicPath}
      search={search}
      query={query}
      answer={results.data}
      busy={results.isPlaceholderData}
      wishlist={configuration.onlineShopEnabled}
      renderEmpty={({ filtered }) =>
        filtered ? (
          <ListingEmptyState title={t('listing.empty.title')} text={t('listing.empty.filtered')}>
            <SuggestionLinks label={t('listing.empty.suggestions')}>
              <ResetFiltersSuggestion publicPath={publicPath} search={search} query={query} />
            </SuggestionLinks>
          </ListingEmptyState>
        ) : (
          <ListingEmptyState title={t('pages.search.empty', { term })} text={t('pages.search.emptyText')}>
            <SearchFallback />
          </ListingEmptyState>
        )
      }
    />
  );
}

/**
 * §2 the search fallback: the newest products, the top categories and the shop's default pages,
 * as the search flyout shows them for a short term.
 */
function SearchFallback() {
  const { rpc } = Route.useRouteContext();
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
