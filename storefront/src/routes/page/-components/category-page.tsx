import { useRouteContext } from '@tanstack/react-router';
import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@lumen/design-system';
import { BlockRenderProvider, renderBlocks } from '@lumen/cms-blocks';
import { routePath } from '@lumen/domain';
import type { Category, ListingQuery } from '@lumen/domain';
import type { RouterContext } from '../../../router.tsx';
import {
  categoriesByPathQuery,
  categoryContentQuery,
  categoryListingQuery,
} from '../../../queries/catalog-queries.ts';
import { shopConfigurationQuery } from '../../../queries/shop-queries.ts';
import { BlockDataProviderOfPage } from '../../../features/cms/block-data-provider-of-page.tsx';
import {
  ListingEmptyState,
  ResetFiltersSuggestion,
  SuggestionLinks,
  suggestionLinkClasses,
} from '../../../features/listing/listing-empty-state.tsx';
import { ListingLink } from '../../../features/listing/listing-link.tsx';
import {
  listingHref,
  listingQueryOfSearch,
  pageSizeOf,
  withPage,
} from '../../../features/listing/listing-url.ts';
import { ListingView } from '../../../features/listing/listing-view.tsx';
import { PageHeading } from '../../../features/page/page-heading.tsx';
import { ShopBreadcrumbs } from '../../../features/page/shop-breadcrumbs.tsx';
import { ShopLink } from '../../../features/routing/shop-link.tsx';
import { firstValue } from '../../../routing/search-schemas.ts';
import { splitCategoryContent, type CategoryContentPart } from './category-content.ts';

type CategoryPageProps = {
  path: readonly string[];
  /** The address's search params: the listing's query and what a suggestion carried (`search`). */
  search: Record<string, unknown>;
};

/**
 * §2 category listing of any depth: breadcrumbs, the editor's content above and below the grid,
 * the child categories to move down, and the listing (filters, order, pages) of its products.
 */
export function CategoryPage({ path, search }: CategoryPageProps) {
  const { rpc, shop }: Pick<RouterContext, 'rpc' | 'shop'> = useRouteContext({
    from: '__root__',
  });
  const { t } = useTranslation();
  const { data: categories } = useSuspenseQuery(categoriesByPathQuery(rpc, path));
  const trail = categories ?? [];
  const category = trail.at(-1);
  const publicPath = routePath(shop, 'category', { path });
  const crumbs = [
    { label: t('breadcrumbs.home'), href: routePath(shop, 'home') },
    ...trail.map((crumb, index) => ({
      label: crumb.name,
      ...(index < trail.length - 1
        ? { href: routePath(shop, 'category', { path: path.slice(0, index + 1) }) }
        : {}),
    })),
  ];
  return (
    <div className="flex flex-col gap-6">
      <ShopBreadcrumbs items={crumbs} />
      <PageHeading>{category?.name}</PageHeading>
      {category && (
        <CategoryListing
          category={category}
          trail={trail}
          path={path}
          publicPath={publicPath}
          search={search}
        />
      )}
    </div>
  );
}

function CategoryListing({
  category,
  trail,
  path,
  publicPath,
  search,
}: {
  category: Category;
  trail: readonly Category[];
  path: readonly string[];
  publicPath: string;
  search: Record<string, unknown>;
}) {
  const { rpc, shop }: Pick<RouterContext, 'rpc' | 'shop'> = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  const query = listingQueryOfSearch(search);
  const { data: content } = useSuspenseQuery(categoryContentQuery(rpc, category.id));
  const { data: configuration } = useSuspenseQuery(shopConfigurationQuery(rpc));
  const listing = useQuery({
    ...categoryListingQuery(rpc, category.id, query, pageSizeOf(query)),
    // While another query of this category loads, its last grid stays (marked busy).
    placeholderData: keepPreviousData,
  });
  const { above, below } = splitCategoryContent(content);
  const parent = trail.length > 1 ? trail.at(-2) : undefined;
  const counts = new Map(
    (listing.data?.filters ?? [])
      .flatMap((filter) => (filter.type === 'identifier' && filter.slug === 'category' ? filter.values : []))
      .map((value) => [value.id, value.productCount]),
  );
  const children = (category.children ?? []).filter((child) => !child.isHidden);
  const term =
    typeof firstValue(search['search']) === 'string' ? String(firstValue(search['search'])).trim() : '';

  const childLinks = children.map((child) => (
    <li key={child.id}>
      <ShopLink
        href={routePath(shop, 'category', { path: [...path, child.slug] })}
        className="inline-flex min-h-10 items-center gap-1.5 rounded-full border border-border-strong px-4 text-sm hover:border-accent hover:bg-accent-subtle"
      >
        {child.name}
        {counts.has(child.id) && (
          <span className="text-foreground-muted tabular-nums">({counts.get(child.id)})</span>
        )}
      </ShopLink>
    </li>
  ));

  return (
    <>
      {term !== '' && (
        <p className="text-foreground-muted">
          {t('listing.searchTerm.text', { term })}{' '}
          <ShopLink
            href={`${routePath(shop, 'search')}?term=${encodeURIComponent(term)}`}
            className="underline"
          >
            {t('listing.searchTerm.link', { term })}
          </ShopLink>
        </p>
      )}
      <CategoryContent part={above} />
      {listing.data ? (
        <ListingView
          publicPath={publicPath}
          search={search}
          query={query}
          answer={listing.data}
          busy={listing.isPlaceholderData}
          wishlist={configuration.onlineShopEnabled}
          beforeGrid={
            childLinks.length > 0 ? (
              <nav aria-label={t('listing.childCategories')}>
                <ul className="flex flex-wrap gap-2">{childLinks}</ul>
              </nav>
            ) : undefined
          }
          renderEmpty={({ filtered }) => (
            <CategoryEmptyState
              filtered={filtered}
              query={query}
              lastPage={listing.data.pagination.last}
              total={listing.data.pagination.total}
              publicPath={publicPath}
              search={search}
              parent={
                parent
                  ? { name: parent.name, href: routePath(shop, 'category', { path: path.slice(0, -1) }) }
                  : undefined
              }
              childLinks={childLinks}
            />
          )}
        />
      ) : (
        <Skeleton className="h-96 w-full" />
      )}
      <Suspense>
        <CategoryContent part={below} />
      </Suspense>
    </>
  );
}

/** Blocks of the editor's content, through the cms-blocks registry with the data they name. */
function CategoryContent({ part }: { part: CategoryContentPart }) {
  if (part.body.length === 0) return null;
  return (
    <BlockDataProviderOfPage content={part}>
      <BlockRenderProvider>
        <div className="flex flex-col gap-8">{renderBlocks(part.body)}</div>
      </BlockRenderProvider>
    </BlockDataProviderOfPage>
  );
}

function CategoryEmptyState({
  filtered,
  query,
  lastPage,
  total,
  publicPath,
  search,
  parent,
  childLinks,
}: {
  filtered: boolean;
  query: ListingQuery;
  lastPage: number;
  total: number;
  publicPath: string;
  search: Record<string, unknown>;
  parent: { name: string; href: string } | undefined;
  childLinks: readonly ReactNode[];
}) {
  const { t } = useTranslation();
  const { shop }: Pick<RouterContext, 'shop'> = useRouteContext({ from: '__root__' });
  // A page past the last one (an old link): the products are there, on earlier pages.
  const pastTheEnd = total > 0 && (query.page ?? 1) > lastPage;
  return (
    <ListingEmptyState
      title={pastTheEnd ? t('listing.empty.pastTheEndTitle') : t('listing.empty.title')}
      text={
        pastTheEnd
          ? t('listing.empty.pastTheEnd')
          : filtered
            ? t('listing.empty.filtered')
            : t('listing.empty.unfiltered')
      }
    >
      <SuggestionLinks label={t('listing.empty.suggestions')}>
        {pastTheEnd && (
          <li>
            <ListingLink
              href={listingHref(publicPath, search, withPage(query, 1))}
              className={suggestionLinkClasses}
            >
              {t('listing.empty.firstPage')}
            </ListingLink>
          </li>
        )}
        {filtered && <ResetFiltersSuggestion publicPath={publicPath} search={search} query={query} />}
        {parent && (
          <li>
            <ShopLink href={parent.href} className={suggestionLinkClasses}>
              {t('listing.empty.parent', { name: parent.name })}
            </ShopLink>
          </li>
        )}
        {childLinks}
        {/* A top category with nothing in it and nothing below it: the way home. */}
        {!pastTheEnd && !filtered && !parent && childLinks.length === 0 && (
          <li>
            <ShopLink href={routePath(shop, 'home')} className={suggestionLinkClasses}>
              {t('breadcrumbs.home')}
            </ShopLink>
          </li>
        )}
      </SuggestionLinks>
    </ListingEmptyState>
  );
}
