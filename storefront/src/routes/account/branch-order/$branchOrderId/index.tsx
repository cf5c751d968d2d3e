import { createFileRoute, notFound } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BranchOrderDetail } from '../../../../features/branch-orders/branch-orders.tsx';
import { pageHeadOfRoute } from '../../../../features/page/page-head-of-route.ts';
import { PageHeading } from '../../../../features/page/page-heading.tsx';
import { branchOrderQuery } from '../../../../queries/account-queries.ts';
import { branchQuery } from '../../../../queries/branch-queries.ts';
import { shopConfigurationQuery } from '../../../../queries/shop-queries.ts';

/** §2 /account/branch-order/{id}/: one of the customer's branch orders (12 digits); any other id is the 404 page. */
export const Route = createFileRoute('/account/branch-order/$branchOrderId/')({
  loader: async ({ context, params }) => {
    const { queryClient, rpc } = context;
    if (!/^\d{12}$/.test(params.branchOrderId)) throw notFound();
    const [order] = await Promise.all([
      queryClient.fetchQuery(branchOrderQuery(rpc, params.branchOrderId)),
      queryClient.ensureQueryData(shopConfigurationQuery(rpc)),
    ]);
    if (!order) throw notFound();
    await Promise.allSettled([queryClient.ensureQueryData(branchQuery(rpc, order.branchId))]);
  },
  headers: () => ({ 'Cache-Control': 'private, no-store' }),
  head: ({ match, params }) =>
    pageHeadOfRoute(
      match.context,
      {
        routeId: 'account-branch-order',
        title: match.context.i18n.t('pages.accountBranchOrder.title', {
          branchOrderId: params.branchOrderId,
        }),
      },
      { branchOrderId: params.branchOrderId },
    ),
  component: AccountBranchOrderPage,
});

function AccountBranchOrderPage() {
  const params = Route.useParams();
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <PageHeading>
        {t('pages.accountBranchOrder.title', { branchOrderId: params.branchOrderId })}
      </PageHeading>
      <BranchOrderDetail id={params.branchOrderId} />
    </div>
  );
}
