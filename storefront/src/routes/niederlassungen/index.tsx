import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { pageHeadOfRoute } from '../../features/page/page-head-of-route.ts';
import { PageHeading } from '../../features/page/page-heading.tsx';

export const Route = createFileRoute('/niederlassungen/')({
  head: ({ match }) =>
    pageHeadOfRoute(match.context, {
      routeId: 'branch-list',
      title: match.context.i18n.t('pages.branchList.title'),
    }),
  component: BranchListPage,
});

function BranchListPage() {
  const { t } = useTranslation();
  return <PageHeading>{t('pages.branchList.title')}</PageHeading>;
}
