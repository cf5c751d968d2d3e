import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { pageHeadOfRoute } from '../../../features/page/page-head-of-route.ts';
import { PageHeading } from '../../../features/page/page-heading.tsx';
import { SubscriptionList } from '../../../features/subscriptions/subscription-list.tsx';
import { subscriptionsQuery } from '../../../queries/account-queries.ts';
import { productQuery } from '../../../queries/catalog-queries.ts';

/** §2 /account/subscriptions/: rendered on the server with each subscribed product's name. */
export const Route = createFileRoute('/account/subscriptions/')({
  loader: async ({ context }) => {
    const { queryClient, rpc } = context;
    const subscriptions = await queryClient.fetchQuery(subscriptionsQuery(rpc));
    const products = new Set(subscriptions.map((subscription) => subscription.productId));
    await Promise.allSettled([...products].map((id) => queryClient.ensureQueryData(productQuery(rpc, id))));
  },
  headers: () => ({ 'Cache-Control': 'private, no-store' }),
  head: ({ match }) =>
    pageHeadOfRoute(match.context, {
      routeId: 'account-subscriptions',
      title: match.context.i18n.t('pages.accountSubscriptions.title'),
    }),
  component: AccountSubscriptionsPage,
});

function AccountSubscriptionsPage() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <PageHeading>{t('pages.accountSubscriptions.title')}</PageHeading>
      <SubscriptionList />
    </div>
  );
}
