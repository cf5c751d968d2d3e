import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { pageHeadOfRoute } from '../../../features/page/page-head-of-route.ts';
import { PageHeading } from '../../../features/page/page-heading.tsx';

export const Route = createFileRoute('/service/auftragsstatus/')({
  head: ({ match }) =>
    pageHeadOfRoute(match.context, {
      routeId: 'order-status',
      title: match.context.i18n.t('pages.orderStatus.title'),
    }),
  component: OrderStatusPage,
});

function OrderStatusPage() {
  const { t } = useTranslation();
  return <PageHeading>{t('pages.orderStatus.title')}</PageHeading>;
}
