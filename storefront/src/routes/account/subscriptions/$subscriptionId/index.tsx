import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { pageHeadOfRoute } from '../../../../features/page/page-head-of-route.ts';
import { PageHeading } from '../../../../features/page/page-heading.tsx';

export const Route = createFileRoute('/account/subscriptions/$subscriptionId/')({
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
  const { t } = useTranslation();
  return (
    <PageHeading>
      {t('pages.accountSubscription.title', { subscriptionId: params.subscriptionId })}
    </PageHeading>
  );
}
