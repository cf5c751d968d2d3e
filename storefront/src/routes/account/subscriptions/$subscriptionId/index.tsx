import { createFileRoute, notFound } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { pageHeadOfRoute } from '../../../../features/page/page-head-of-route.ts';
import { PageHeading } from '../../../../features/page/page-heading.tsx';
import { marketToday } from '../../../../features/subscriptions/market-today.ts';
import { SubscriptionDetail } from '../../../../features/subscriptions/subscription-detail.tsx';
import { subscriptionQuery } from '../../../../queries/account-queries.ts';
import { productQuery } from '../../../../queries/catalog-queries.ts';

/**
 * §2 /account/subscriptions/{id}/: one of the customer's subscriptions, rendered on the server; an
 * id of none of theirs is the 404 page. Today in the market is read here once, so the pause date's
 * bounds are the same on the server and in the browser.
 */
export const Route = createFileRoute('/account/subscriptions/$subscriptionId/')({
  loader: async ({ context, params }) => {
    const { queryClient, rpc, shop } = context;
    // An id longer than the call takes (64 characters) names no subscription either.
    if (params.subscriptionId.length > 64) throw notFound();
    const subscription = await queryClient.fetchQuery(subscriptionQuery(rpc, params.subscriptionId));
    if (!subscription) throw notFound();
    await Promise.allSettled([queryClient.ensureQueryData(productQuery(rpc, subscription.productId))]);
    return { today: marketToday(shop) };
  },
  headers: () => ({ 'Cache-Control': 'private, no-store' }),
  head: ({ match, params }) =>
    pageHeadOfRoute(
      match.context,
      {
        routeId: 'account-subscription',
        title: match.context.i18n.t('pages.accountSubscription.title', {
          subscriptionId: params.subscriptionId,
        }),
      },
      { subscriptionId: params.subscriptionId },
    ),
  component: AccountSubscriptionPage,
});

function AccountSubscriptionPage() {
  const params = Route.useParams();
  const { today } = Route.useLoaderData();
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <PageHeading>
        {t('pages.accountSubscription.title', { subscriptionId: params.subscriptionId })}
      </PageHeading>
      <SubscriptionDetail id={params.subscriptionId} today={today} />
    </div>
  );
}
