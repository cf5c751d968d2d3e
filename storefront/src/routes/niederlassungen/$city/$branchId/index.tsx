import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { pageHeadOfRoute } from '../../../../features/page/page-head-of-route.ts';
import { PageHeading } from '../../../../features/page/page-heading.tsx';

export const Route = createFileRoute('/niederlassungen/$city/$branchId/')({
  head: ({ match, params }) =>
    pageHeadOfRoute(
      match.context,
      { routeId: 'branch-detail', title: match.context.i18n.t('pages.branchDetail.title') },
      { city: params.city, branchId: params.branchId },
    ),
  component: BranchDetailPage,
});

function BranchDetailPage() {
  const { t } = useTranslation();
  return <PageHeading>{t('pages.branchDetail.title')}</PageHeading>;
}
