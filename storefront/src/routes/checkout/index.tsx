import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { routePath } from '@lumen/domain';
import { CheckoutPage } from '../../features/checkout/checkout-page.tsx';
import { pageHeadOfRoute } from '../../features/page/page-head-of-route.ts';
import { PageHeading } from '../../features/page/page-heading.tsx';
import { basketQuery, checkoutOptionsQuery } from '../../queries/basket-queries.ts';
import { userInfoQuery } from '../../queries/session-queries.ts';
import { shopConfigurationQuery } from '../../queries/shop-queries.ts';
import { publicRedirect } from '../../routing/public-redirect.ts';
import { firstValue } from '../../routing/search-schemas.ts';

/** `payment`: how the provider's page came back when no money moved; anything else is dropped. */
const CheckoutSearchSchema = z.object({
  payment: z.preprocess(firstValue, z.enum(['failed', 'cancelled']).optional().catch(undefined)),
});

/**
 * §2 /checkout/ (the §6 rules let customers and guests in): rendered on the server with the basket
 * read fresh, the market's carriers and payment methods priced for it, and the customer's kept
 * addresses. An empty basket has nothing to check out: the basket page says so.
 */
export const Route = createFileRoute('/checkout/')({
  validateSearch: CheckoutSearchSchema,
  loader: async ({ context }) => {
    const { queryClient, rpc, shop } = context;
    const basket = await queryClient.fetchQuery(basketQuery(rpc));
    if (basket.items.length === 0) throw publicRedirect(shop, routePath(shop, 'basket'), 302);
    await Promise.all([
      queryClient.fetchQuery(checkoutOptionsQuery(rpc, basket.cost.withTax)),
      queryClient.fetchQuery(userInfoQuery(rpc)),
      queryClient.ensureQueryData(shopConfigurationQuery(rpc)),
    ]);
  },
  headers: () => ({ 'Cache-Control': 'private, no-store' }),
  head: ({ match }) =>
    pageHeadOfRoute(match.context, {
      routeId: 'checkout',
      title: match.context.i18n.t('pages.checkout.title'),
    }),
  component: CheckoutRoute,
});

function CheckoutRoute() {
  const { t } = useTranslation();
  const { payment } = Route.useSearch();
  return (
    <div className="flex flex-col gap-6">
      <PageHeading>{t('pages.checkout.title')}</PageHeading>
      <CheckoutPage returnedPayment={payment} />
    </div>
  );
}
