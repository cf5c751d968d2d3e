import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { pageHeadOfRoute } from '../../../features/page/page-head-of-route.ts';
import { PageHeading } from '../../../features/page/page-heading.tsx';

export const Route = createFileRoute('/account/orders/')({
  head: ({ match }) =>
    pageHeadOfRoute(match.context, {
      routeId: 'account-orders',
      title: match.context.i18n.t('pages.accountOrders.title'),
    }),
  component: AccountOrdersPage,
});

function AccountOrdersPage() {
  const { t } = useTranslation();
  return <PageHeading>{t('pages.accountOrders.title')}</PageHeading>;
}
