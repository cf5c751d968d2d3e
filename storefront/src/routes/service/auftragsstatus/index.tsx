import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { OrderStatusLookup } from '../../../features/orders/order-status-lookup.tsx';
import { pageHeadOfRoute } from '../../../features/page/page-head-of-route.ts';
import { PageHeading } from '../../../features/page/page-heading.tsx';

/** §2 the order status page (translated paths; none in cs-cz): an order's status without signing in. */
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
  return (
    <div className="flex flex-col gap-6">
      <PageHeading>{t('pages.orderStatus.title')}</PageHeading>
      <OrderStatusLookup />
    </div>
  );
}
