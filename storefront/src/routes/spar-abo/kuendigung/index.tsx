import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { pageHeadOfRoute } from '../../../features/page/page-head-of-route.ts';
import { PageHeading } from '../../../features/page/page-heading.tsx';

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
  return <PageHeading>{t('pages.subscriptionCancellation.title')}</PageHeading>;
}
