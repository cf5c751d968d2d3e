import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { pageHeadOfRoute } from '../../../features/page/page-head-of-route.ts';
import { PageHeading } from '../../../features/page/page-heading.tsx';

export const Route = createFileRoute('/account/branch-order/')({
  head: ({ match }) =>
    pageHeadOfRoute(match.context, {
      routeId: 'account-branch-orders',
      title: match.context.i18n.t('pages.accountBranchOrders.title'),
    }),
  component: AccountBranchOrdersPage,
});

function AccountBranchOrdersPage() {
  const { t } = useTranslation();
  return <PageHeading>{t('pages.accountBranchOrders.title')}</PageHeading>;
}
