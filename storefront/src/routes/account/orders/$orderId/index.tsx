import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { pageHeadOfRoute } from '../../../../features/page/page-head-of-route.ts';
import { PageHeading } from '../../../../features/page/page-heading.tsx';

export const Route = createFileRoute('/account/orders/$orderId/')({
  head: ({ match, params }) =>
    pageHeadOfRoute(
      match.context,
      {
        routeId: 'account-order',
        title: match.context.i18n.t('pages.accountOrder.title', { orderId: params.orderId }),
      },
      { orderId: params.orderId },
    ),
  component: AccountOrderPage,
});

function AccountOrderPage() {
  const params = Route.useParams();
  const { t } = useTranslation();
  return <PageHeading>{t('pages.accountOrder.title', { orderId: params.orderId })}</PageHeading>;
}
