import { createFileRoute, notFound } from '@tanstack/react-router';
import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { routePath } from '@lumen/domain';
import {
  ListingEmptyState,
  ResetFiltersSuggestion,
  SuggestionLinks,
} from '../../features/listing/listing-empty-state.tsx';
import { submittedFormQuery } from '../../features/listing/listing-form.ts';
import { listingHref, listingQueryOfSearch, pageSizeOf } from '../../features/listing/listing-url.ts';
import { ListingView } from '../../features/listing/listing-view.tsx';
import { pageHeadOfRoute } from '../../features/page/page-head-of-route.ts';
import { PageHeading } from '../../features/page/page-heading.tsx';
import { ShopLink } from '../../features/routing/shop-link.tsx';
import { categoryListingQuery } from '../../queries/catalog-queries.ts';
import { ropoCategoryQuery } from '../../queries/ropo-queries.ts';
import { shopConfigurationQuery } from '../../queries/shop-queries.ts';
import { publicRedirect } from '../../routing/public-redirect.ts';

/**
 * §2 /anprobevorort/ (de-de and de-at): the frames a shopper can try on in a branch, the listing of
 * the shop's ROPO category with its filters, order and pages; each frame's page puts it on the
 * try-on list. The listing's parameters stay as they came; the listing reads its query from them.
 */
export const Route = createFileRoute('/anprobevorort/')({
  validateSearch: z.looseObject({}),
  loader: async ({ context, location }) => {
    const { queryClient, rpc, shop } = context;
    const category = await queryClient.ensureQueryData(ropoCategoryQuery(rpc));
    if (!category) throw notFound();
    const search = location.search;
    const listingOf = (query: ReturnType<typeof listingQueryOfSearch>) =>
      categoryListingQuery(rpc, category.id, query, pageSizeOf(query));
    const submitted = await submittedFormQuery(
      search,
      async (query) => (await queryClient.ensureQueryData(listingOf(query))).filters,
    );
    if (submitted) {
      throw publicRedirect(shop, listingHref(routePath(shop, 'try-on-listing'), search, submitted), 302);
    }
    await queryClient.ensureQueryData(listingOf(listingQueryOfSearch(search)));
  },
  head: ({ match }) =>
    pageHeadOfRoute(match.context, {
      routeId: 'try-on-listing',
      title: match.context.i18n.t('pages.tryOnListing.title'),
      description: match.context.i18n.t('ropo.listing.intro'),
    }),
  component: TryOnListingPage,
});

function TryOnListingPage() {
  const { rpc, shop } = Route.useRouteContext();
  const search = Route.useSearch();
  const { t } = useTranslation();
  const publicPath = routePath(shop, 'try-on-listing');
  const query = listingQueryOfSearch(search);
  const { data: category } = useSuspenseQuery(ropoCategoryQuery(rpc));
  const { data: configuration } = useSuspenseQuery(shopConfigurationQuery(rpc));
  const listing = useQuery({
    ...categoryListingQuery(rpc, category?.id ?? 0, query, pageSizeOf(query)),
    enabled: category !== null,
    placeholderData: keepPreviousData,
  });
  return (
    <div className="flex flex-col gap-6">
      <PageHeading>{t('pages.tryOnListing.title')}</PageHeading>
      <div className="flex max-w-prose flex-col gap-2">
        <p>{t('ropo.listing.intro')}</p>
        <p>
          <ShopLink
            href={routePath(shop, 'try-on-basket')}
            className="font-semibold text-accent underline underline-offset-4"
          >
            {t('ropo.reserve.viewList')}
          </ShopLink>
        </p>
      </div>
      {listing.data && (
        <ListingView
          publicPath={publicPath}
          search={search}
          query={query}
          answer={listing.data}
          busy={listing.isPlaceholderData}
          wishlist={configuration.onlineShopEnabled}
          renderEmpty={() => (
            <ListingEmptyState title={t('listing.empty.title')} text={t('listing.empty.filtered')}>
              <SuggestionLinks label={t('listing.empty.suggestions')}>
                <ResetFiltersSuggestion publicPath={publicPath} search={search} query={query} />
              </SuggestionLinks>
            </ListingEmptyState>
          )}
        />
      )}
    </div>
  );
}
