import { createFileRoute } from '@tanstack/react-router';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { routePath } from '@lumen/domain';
import { pageHeadOfRoute } from '../../features/page/page-head-of-route.ts';
import { PageHeading } from '../../features/page/page-heading.tsx';
import {
  ListingEmptyState,
  ResetFiltersSuggestion,
  SuggestionLinks,
} from '../../features/listing/listing-empty-state.tsx';
import { submittedFormQuery } from '../../features/listing/listing-form.ts';
import { listingHref, listingQueryOfSearch, pageSizeOf } from '../../features/listing/listing-url.ts';
import { ListingView } from '../../features/listing/listing-view.tsx';
import { SearchFallback, loadSearchFallback } from '../../features/search/search-fallback.tsx';
import { searchResultsQuery } from '../../queries/search-queries.ts';
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

export const Route = createFileRoute('/search/')({
  validateSearch: SearchPageSearchSchema,
  // The listing's query is not a dep: a new filter or page reloads in the background (see the catch-all).
  loaderDeps: ({ search }) => ({ term: search.term }),
  loader: async ({ context, deps: { term }, location }) => {
    const { queryClient, rpc, shop } = context;
    if (term === undefined) {
      await loadSearchFallback(context);
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
    if (results.pagination.total === 0) await loadSearchFallback(context);
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
