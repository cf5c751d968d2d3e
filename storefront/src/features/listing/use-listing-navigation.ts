import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { ListingQuery } from '@lumen/domain';
import type { RouterContext } from '../../router.tsx';
import { toInternalPathname } from '../../routing/internal-paths.ts';
import { listingSearch } from './listing-url.ts';

/**
 * Shows another query of the listing at `publicPath` (a filter, the order, the page size): the
 * router writes the new address and the listing reads its query from there, so the address and the
 * grid never disagree. No full page load, and the scroll position stays where the shopper is
 * (a filter toggled in the side column keeps its place; page changes scroll to the grid themselves).
 */
export function useListingNavigation(publicPath: string, currentSearch: Record<string, unknown>) {
  const navigate = useNavigate();
  const { shop }: Pick<RouterContext, 'shop'> = useRouteContext({ from: '__root__' });
  return useCallback(
    (query: ListingQuery) =>
      navigate({
        to: toInternalPathname(shop, publicPath) as '/',
        search: listingSearch(currentSearch, query) as never,
        resetScroll: false,
      }),
    [navigate, shop, publicPath, currentSearch],
  );
}
