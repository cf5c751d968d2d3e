import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { pageHeadOfRoute } from '../../features/page/page-head-of-route.ts';
import { PageHeading } from '../../features/page/page-heading.tsx';

export const Route = createFileRoute('/basket/')({
  head: ({ match }) =>
    pageHeadOfRoute(match.context, { routeId: 'basket', title: match.context.i18n.t('pages.basket.title') }),
  component: BasketPage,
});

function BasketPage() {
  const { t } = useTranslation();
  return <PageHeading>{t('pages.basket.title')}</PageHeading>;
}
