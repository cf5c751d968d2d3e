import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActiveFilters, Pagination } from '@lumen/design-system';
import type { Filters, ListingQuery, Pagination as PageInfo, ProductTile } from '@lumen/domain';
import { ListingFilterPanel } from './listing-filter-panel.tsx';
import { activeFilterChips, listingFilterGroups } from './listing-filters.ts';
import { renderListingLink } from './listing-link.tsx';
import { ListingGrid } from './listing-grid.tsx';
import { useListingFormats } from './listing-texts.ts';
import { ListingToolbar } from './listing-toolbar.tsx';
import { listingHref, pageSizeOf, withPage, withoutFilters } from './listing-url.ts';
import { useListingNavigation } from './use-listing-navigation.ts';

/** What a listing call answers (getProductsByCategory, getProductsByTerm). */
type ListingAnswer = { products: ProductTile[]; pagination: PageInfo; filters: Filters };

export type ListingViewProps = {
  /** The listing's public path (`/brillen/sonnenbrillen/`, `/search/`). */
  publicPath: string;
  /** The address's search params as the route has them. */
  search: Record<string, unknown>;
  query: ListingQuery;
  answer: ListingAnswer;
  /** The answer is the previous query's, shown while the new one loads. */
  busy: boolean;
  /** Whether the shop has a wishlist (§6). */
  wishlist: boolean;
  /** Shown instead of the grid when nothing matches; `filtered` says whether filters are active. */
  renderEmpty: (state: { filtered: boolean }) => ReactNode;
  /** Between the toolbar and the grid (the child categories of a category). */
  beforeGrid?: ReactNode;
};

/**
 * The listing's layout, shared by the category pages and the search results: the filter panel
 * beside the grid from `lg` up (in a sheet below that), the toolbar, the active filters as chips,
 * the grid of product cards or an empty state with suggestions, and the page links. Every change
 * goes through the address: the router navigates, the page reads its query back.
 */
export function ListingView({
  publicPath,
  search,
  query,
  answer,
  busy,
  wishlist,
  renderEmpty,
  beforeGrid,
}: ListingViewProps) {
  const { t } = useTranslation();
  const formats = useListingFormats();
  const headingId = useId();
  const filtersHeadingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const results = useRef<HTMLElement>(null);
  const showQuery = useListingNavigation(publicPath, search);
  const groups = listingFilterGroups(answer.filters, query);
  const chips = activeFilterChips(query, answer.filters, { priceRange: formats.priceRange });
  const page = query.page ?? 1;
  const pageCount = Math.max(answer.pagination.last, 1);
  const size = pageSizeOf(query);

  // A new page starts at the grid's top (not the document's), with the focus on the results'
  // heading so that keyboard and screen reader users start there too. Filters keep the scroll.
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    const top = results.current;
    if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [page]);

  const panel =
    groups.length > 0 ? (
      <ListingFilterPanel
        groups={groups}
        query={query}
        onQueryChange={(next) => void showQuery(next)}
        publicPath={publicPath}
        search={search}
      />
    ) : undefined;

  return (
    <div
      data-slot="listing"
      className={
        panel ? 'grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)] xl:grid-cols-[18rem_minmax(0,1fr)]' : ''
      }
    >
      {panel && (
        <aside
          aria-labelledby={filtersHeadingId}
          // Beside a grid shorter than the panel, the panel scrolls on its own and stays in view.
          className="hidden lg:sticky lg:top-4 lg:block lg:max-h-[calc(100dvh-2rem)] lg:self-start lg:overflow-y-auto lg:pr-2 noscript:block"
        >
          <h2 id={filtersHeadingId} className="mb-2 text-lg font-semibold">
            {t('listing.filters.heading')}
          </h2>
          {panel}
        </aside>
      )}
      <section ref={results} aria-labelledby={headingId} className="flex min-w-0 scroll-mt-24 flex-col gap-6">
        <h2 ref={heading} id={headingId} tabIndex={-1} className="sr-only">
          {t('listing.productsHeading')}
        </h2>
        <ListingToolbar
          query={query}
          total={answer.pagination.total}
          onQueryChange={(next) => void showQuery(next)}
          publicPath={publicPath}
          search={search}
          filterPanel={panel}
        />
        <ActiveFilters
          className="noscript:hidden"
          label={t('listing.filters.active')}
          chips={chips}
          onRemove={(id) => {
            const chip = chips.find((candidate) => candidate.id === id);
            if (!chip) return;
            if (chips.length === 1) heading.current?.focus();
            void showQuery(chip.without);
          }}
          removeLabel={(chip) => t('listing.filters.remove', { label: chip.label })}
          onResetAll={() => {
            heading.current?.focus();
            void showQuery(withoutFilters(query));
          }}
          resetAllLabel={t('listing.filters.reset')}
          resetAllFrom={2}
        />
        {beforeGrid}
        {answer.products.length > 0 ? (
          <ListingGrid
            tiles={answer.products}
            firstPosition={(page - 1) * size}
            wishlist={wishlist}
            busy={busy}
          />
        ) : (
          renderEmpty({ filtered: chips.length > 0 })
        )}
        {pageCount > 1 && answer.products.length > 0 && (
          <Pagination
            page={page}
            pageCount={pageCount}
            hrefForPage={(target) => listingHref(publicPath, search, withPage(query, target))}
            label={t('listing.pagination.label')}
            previousLabel={t('listing.pagination.previous')}
            nextLabel={t('listing.pagination.next')}
            pageLabel={(target) => t('listing.pagination.page', { page: target })}
            renderLink={renderListingLink}
          />
        )}
      </section>
    </div>
  );
}
