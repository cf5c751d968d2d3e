import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { pageHeadOfRoute } from '../../../../features/page/page-head-of-route.ts';
import { PageHeading } from '../../../../features/page/page-heading.tsx';

export const Route = createFileRoute('/account/branch-order/$branchOrderId/')({
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
    <PageHeading>{t('pages.accountBranchOrder.title', { branchOrderId: params.branchOrderId })}</PageHeading>
  );
}
