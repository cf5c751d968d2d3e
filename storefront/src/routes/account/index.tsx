import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { pageHeadOfRoute } from '../../features/page/page-head-of-route.ts';
import { AccountHome } from '../../features/account/account-home.tsx';
import { PageHeading } from '../../features/page/page-heading.tsx';

export const Route = createFileRoute('/account/')({
  head: ({ match }) =>
    pageHeadOfRoute(match.context, {
      routeId: 'account',
      title: match.context.i18n.t('pages.account.title'),
    }),
  component: AccountHomePage,
});

function AccountHomePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading>{t('pages.account.title')}</PageHeading>
      <AccountHome />
    </>
  );
}
