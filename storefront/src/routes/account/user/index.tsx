import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { UserPage } from '../../../features/account/user-page.tsx';
import { pageHeadOfRoute } from '../../../features/page/page-head-of-route.ts';
import { PageHeading } from '../../../features/page/page-heading.tsx';
import { marketToday } from '../../../features/subscriptions/market-today.ts';
import { savedPrescriptionsQuery } from '../../../queries/account-queries.ts';
import { userInfoQuery } from '../../../queries/session-queries.ts';

/** §2 /account/user/: the customer's data, addresses, password and kept prescriptions, rendered on the server. */
export const Route = createFileRoute('/account/user/')({
  loader: async ({ context }) => {
    const { queryClient, rpc, shop } = context;
    await Promise.all([
      queryClient.fetchQuery(userInfoQuery(rpc)),
      queryClient.fetchQuery(savedPrescriptionsQuery(rpc)),
    ]);
    // The latest day a prescription can have been measured, the same on the server and in the browser.
    return { today: marketToday(shop) };
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
  const { today } = Route.useLoaderData();
  return (
    <div className="flex flex-col gap-6">
      <PageHeading>{t('pages.accountUser.title')}</PageHeading>
      <UserPage today={today} />
    </div>
  );
}
