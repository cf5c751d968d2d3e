import { createFileRoute, notFound } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { checkOrderId } from '@lumen/domain';
import { OrderDetail } from '../../../../features/orders/order-detail.tsx';
import { pageHeadOfRoute } from '../../../../features/page/page-head-of-route.ts';
import { PageHeading } from '../../../../features/page/page-heading.tsx';
import { orderQuery } from '../../../../queries/account-queries.ts';
import { shopConfigurationQuery } from '../../../../queries/shop-queries.ts';

/**
 * §2 /account/orders/{id}/: one of the customer's orders, rendered on the server. An id that is not
 * 12 digits (§5), or names no order of theirs (another customer's included), is the 404 page.
 */
export const Route = createFileRoute('/account/orders/$orderId/')({
  loader: async ({ context, params }) => {
    const { queryClient, rpc } = context;
    const id = params.orderId;
    if (id.trim() === '' || !checkOrderId(id).ok) throw notFound();
    const [order] = await Promise.all([
      queryClient.fetchQuery(orderQuery(rpc, Number(id))),
      queryClient.ensureQueryData(shopConfigurationQuery(rpc)),
    ]);
    if (!order) throw notFound();
  },
  headers: () => ({ 'Cache-Control': 'private, no-store' }),
  head: ({ match, params }) =>
    pageHeadOfRoute(
      match.context,
      {
        routeId: 'account-order',
        title: match.context.i18n.t('pages.accountOrder.title', { orderId: params.orderId }),
      },
      { orderId: params.orderId },
    ),
  component: AccountOrderPage,
});

function AccountOrderPage() {
  const params = Route.useParams();
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <PageHeading>{t('pages.accountOrder.title', { orderId: params.orderId })}</PageHeading>
      <OrderDetail orderId={Number(params.orderId)} />
    </div>
  );
}
