import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BasketPage } from '../../features/basket/basket-page.tsx';
import { pageHeadOfRoute } from '../../features/page/page-head-of-route.ts';
import { PageHeading } from '../../features/page/page-heading.tsx';
import { loadSearchFallback } from '../../features/search/search-fallback.tsx';
import { basketQuery, checkoutOptionsQuery, currentPromotionsQuery } from '../../queries/basket-queries.ts';
import { userQuery } from '../../queries/session-queries.ts';
import { shopConfigurationQuery } from '../../queries/shop-queries.ts';

/**
 * §2 /basket/: rendered on the server with the session's basket, the delivery price the checkout
 * will charge, the running promotions and the visitor (checkout entry); an empty basket loads the
 * search fallback. The basket is read fresh on every visit (it changes in other tabs and at
 * sign-in) and the page is the visitor's own: never kept by a shared cache.
 */
export const Route = createFileRoute('/basket/')({
  loader: async ({ context }) => {
    const { queryClient, rpc } = context;
    const [basket] = await Promise.all([
      queryClient.fetchQuery(basketQuery(rpc)),
      queryClient.ensureQueryData(shopConfigurationQuery(rpc)),
      queryClient.ensureQueryData(userQuery(rpc)),
    ]);
    if (basket.items.length === 0) {
      await loadSearchFallback(context);
      return;
    }
    // Prices and promotions are shown when they came; the page does not fail without them.
    await Promise.allSettled([
      queryClient.ensureQueryData(checkoutOptionsQuery(rpc, basket.cost.withTax)),
      queryClient.ensureQueryData(currentPromotionsQuery(rpc)),
    ]);
  },
  headers: () => ({ 'Cache-Control': 'private, no-store' }),
  head: ({ match }) =>
    pageHeadOfRoute(match.context, { routeId: 'basket', title: match.context.i18n.t('pages.basket.title') }),
  component: BasketRoute,
});

function BasketRoute() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <PageHeading>{t('pages.basket.title')}</PageHeading>
      <BasketPage />
    </div>
  );
}
