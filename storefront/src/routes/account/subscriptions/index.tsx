import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { pageHeadOfRoute } from '../../../features/page/page-head-of-route.ts';
import { PageHeading } from '../../../features/page/page-heading.tsx';

export const Route = createFileRoute('/account/subscriptions/')({
  head: ({ match }) =>
    pageHeadOfRoute(match.context, {
      routeId: 'account-subscriptions',
      title: match.context.i18n.t('pages.accountSubscriptions.title'),
    }),
  component: AccountSubscriptionsPage,
});

function AccountSubscriptionsPage() {
  const { t } = useTranslation();
  return <PageHeading>{t('pages.accountSubscriptions.title')}</PageHeading>;
}
