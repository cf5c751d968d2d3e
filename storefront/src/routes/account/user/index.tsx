import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { pageHeadOfRoute } from '../../../features/page/page-head-of-route.ts';
import { PageHeading } from '../../../features/page/page-heading.tsx';

export const Route = createFileRoute('/account/user/')({
  head: ({ match }) =>
    pageHeadOfRoute(match.context, {
      routeId: 'account-user',
      title: match.context.i18n.t('pages.accountUser.title'),
    }),
  component: AccountUserPage,
});

function AccountUserPage() {
  const { t } = useTranslation();
  return <PageHeading>{t('pages.accountUser.title')}</PageHeading>;
}
