import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { getShopByCode, matchRoute, pageTypeOfRoute } from '@lumen/domain';
import type { PageType, RouteId } from '@lumen/domain';
import type { RouterContext } from '../router.tsx';
import { shopConfigurationQuery } from '../queries/shop-queries.ts';
import { userQuery } from '../queries/session-queries.ts';
import { navigationQuery } from '../queries/catalog-queries.ts';
import { basketQuery, wishlistQuery } from '../queries/basket-queries.ts';
import { cmsStoryQuery } from '../queries/content-queries.ts';
import { footerStorySlug } from '../features/footer/footer-content.ts';
import { enforceRouteAccess } from '../features/session/route-access-guard.ts';
import { firstValue } from '../routing/search-schemas.ts';
import { RootDocument } from './-components/root-document.tsx';
import { NotFoundPage } from './-components/not-found-page.tsx';
import { ErrorPage } from './-components/error-page.tsx';

/** The route table's id of an internal pathname (route files are written in de-de's paths). */
function routeIdOfInternalPath(pathname: string): RouteId {
  const matched = matchRoute(getShopByCode('de-de'), pathname);
  return matched.ok ? matched.route.routeId : 'category';
}

export interface RootBeforeLoadContext {
  routeId: RouteId;
  /** §2 page type of the route; a page may say better (the catch-all's content pages are `other`). */
  pageType: PageType;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // §6: the access decision runs before any protected route's loader, on the server and in the browser.
  beforeLoad: async ({ context, location }): Promise<RootBeforeLoadContext> => {
    const routeId = routeIdOfInternalPath(location.pathname);
    const redirectUrl = firstValue((location.search as Record<string, unknown>).redirectUrl);
    await enforceRouteAccess(
      context,
      routeId,
      location.publicHref,
      typeof redirectUrl === 'string' ? redirectUrl : undefined,
    );
    return { routeId, pageType: pageTypeOfRoute(routeId) };
  },
  loader: async ({ context }) => {
    // The header's counts stream in; the menus are above the fold and awaited.
    void context.queryClient.prefetchQuery(basketQuery(context.rpc));
    void context.queryClient.prefetchQuery(wishlistQuery(context.rpc));
    // The footer is below the fold: its story streams in (ShopFooter waits in its own Suspense).
    void context.queryClient.prefetchQuery(cmsStoryQuery(context.rpc, footerStorySlug));
    await Promise.all([
      context.queryClient.ensureQueryData(shopConfigurationQuery(context.rpc)),
      context.queryClient.ensureQueryData(userQuery(context.rpc)),
      context.queryClient.ensureQueryData(navigationQuery(context.rpc)),
    ]);
  },
  head: ({ match }) => {
    const { t } = match.context.i18n;
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        { title: t('meta.title') },
        { name: 'description', content: t('meta.description') },
      ],
      links: [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }],
    };
  },
  errorComponent: ErrorPage,
  notFoundComponent: NotFoundPage,
  component: RootComponent,
});

function RootComponent() {
  return (
    <RootDocument>
      <Outlet />
    </RootDocument>
  );
}
