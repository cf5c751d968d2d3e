import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { pageHeadOfRoute } from '../../../features/page/page-head-of-route.ts';
import { PageHeading } from '../../../features/page/page-heading.tsx';
import { SubscriptionCancellationForm } from '../../../features/subscriptions/subscription-cancellation-form.tsx';

/** §2 the subscription cancellation page (translated paths): cancelling without signing in. */
export const Route = createFileRoute('/spar-abo/kuendigung/')({
  head: ({ match }) =>
    pageHeadOfRoute(match.context, {
      routeId: 'subscription-cancellation',
      title: match.context.i18n.t('pages.subscriptionCancellation.title'),
    }),
  component: SubscriptionCancellationPage,
});

function SubscriptionCancellationPage() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <PageHeading>{t('pages.subscriptionCancellation.title')}</PageHeading>
      <SubscriptionCancellationForm />
    </div>
  );
}
