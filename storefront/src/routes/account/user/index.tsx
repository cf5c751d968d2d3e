import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { UserPage } from '../../../features/account/user-page.tsx';
import { pageHeadOfRoute } from '../../../features/page/page-head-of-route.ts';
import { PageHeading } from '../../../features/page/page-heading.tsx';
import { userInfoQuery } from '../../../queries/session-queries.ts';

/** §2 /account/user/: the customer's data, addresses and password, rendered on the server. */
export const Route = createFileRoute('/account/user/')({
  loader: async ({ context }) => {
    await context.queryClient.fetchQuery(userInfoQuery(context.rpc));
  },
  headers: () => ({ 'Cache-Control': 'private, no-store' }),
  head: ({ match }) =>
    pageHeadOfRoute(match.context, {
      routeId: 'account-user',
      title: match.context.i18n.t('pages.accountUser.title'),
    }),
  component: AccountUserPage,
});

function AccountUserPage() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <PageHeading>{t('pages.accountUser.title')}</PageHeading>
      <UserPage />
    </div>
  );
}
