import { createFileRoute, notFound } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PageNumberSchema } from '@lumen/domain';
import { OrderList, ordersPerPage } from '../../../features/orders/order-list.tsx';
import { pageHeadOfRoute } from '../../../features/page/page-head-of-route.ts';
import { PageHeading } from '../../../features/page/page-heading.tsx';
import { ordersQuery } from '../../../queries/account-queries.ts';
import { shopConfigurationQuery } from '../../../queries/shop-queries.ts';
import { firstValue } from '../../../routing/search-schemas.ts';

/** `page` from 1; anything else is the first page. */
const OrdersSearchSchema = z.object({
  page: z.preprocess(firstValue, z.coerce.number().pipe(PageNumberSchema).optional().catch(undefined)),
});

/** §2 /account/orders/: the customer's orders, a page at a time (`?page=`), rendered on the server. */
export const Route = createFileRoute('/account/orders/')({
  validateSearch: OrdersSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ context, deps }) => {
    const { queryClient, rpc } = context;
    const [data] = await Promise.all([
      queryClient.fetchQuery(ordersQuery(rpc, deps.page, ordersPerPage)),
      queryClient.ensureQueryData(shopConfigurationQuery(rpc)),
    ]);
    // A page past the last holds nothing to show: not found, rather than "no orders yet".
    if (deps.page > 1 && data.orders.length === 0) throw notFound();
  },
  headers: () => ({ 'Cache-Control': 'private, no-store' }),
  head: ({ match }) =>
    pageHeadOfRoute(match.context, {
      routeId: 'account-orders',
      title: match.context.i18n.t('pages.accountOrders.title'),
    }),
  component: AccountOrdersPage,
});

function AccountOrdersPage() {
  const { t } = useTranslation();
  const { page } = Route.useSearch();
  return (
    <div className="flex flex-col gap-6">
      <PageHeading>{t('pages.accountOrders.title')}</PageHeading>
      <OrderList page={page ?? 1} />
    </div>
  );
}
