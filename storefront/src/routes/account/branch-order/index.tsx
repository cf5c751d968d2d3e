import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BranchOrderList } from '../../../features/branch-orders/branch-orders.tsx';
import { pageHeadOfRoute } from '../../../features/page/page-head-of-route.ts';
import { PageHeading } from '../../../features/page/page-heading.tsx';
import { branchOrdersQuery, ropoReservationsQuery } from '../../../queries/account-queries.ts';
import { RopoReservationList } from '../../../features/ropo/ropo-reservations.tsx';
import { branchQuery } from '../../../queries/branch-queries.ts';
import { shopConfigurationQuery } from '../../../queries/shop-queries.ts';

/**
 * §2 /account/branch-order/: rendered on the server with each order's branch, and the frames
 * reserved to try on in a branch above them while there are any.
 */
export const Route = createFileRoute('/account/branch-order/')({
  loader: async ({ context }) => {
    const { queryClient, rpc } = context;
    const [orders, reservations] = await Promise.all([
      queryClient.fetchQuery(branchOrdersQuery(rpc)),
      queryClient.fetchQuery(ropoReservationsQuery(rpc)),
      queryClient.ensureQueryData(shopConfigurationQuery(rpc)),
    ]);
    const branches = new Set([...orders, ...reservations].map((order) => order.branchId));
    await Promise.allSettled([...branches].map((id) => queryClient.ensureQueryData(branchQuery(rpc, id))));
  },
  headers: () => ({ 'Cache-Control': 'private, no-store' }),
  head: ({ match }) =>
    pageHeadOfRoute(match.context, {
      routeId: 'account-branch-orders',
      title: match.context.i18n.t('pages.accountBranchOrders.title'),
    }),
  component: AccountBranchOrdersPage,
});

function AccountBranchOrdersPage() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <PageHeading>{t('pages.accountBranchOrders.title')}</PageHeading>
      <RopoReservationList />
      <BranchOrderList />
    </div>
  );
}
