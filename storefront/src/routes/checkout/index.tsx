import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { pageHeadOfRoute } from '../../features/page/page-head-of-route.ts';
import { PageHeading } from '../../features/page/page-heading.tsx';

export const Route = createFileRoute('/checkout/')({
  head: ({ match }) =>
    pageHeadOfRoute(match.context, {
      routeId: 'checkout',
      title: match.context.i18n.t('pages.checkout.title'),
    }),
  component: CheckoutPage,
});

function CheckoutPage() {
  const { t } = useTranslation();
  return <PageHeading>{t('pages.checkout.title')}</PageHeading>;
}
