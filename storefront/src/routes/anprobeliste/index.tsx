import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { pageHeadOfRoute } from '../../features/page/page-head-of-route.ts';
import { PageHeading } from '../../features/page/page-heading.tsx';

export const Route = createFileRoute('/anprobeliste/')({
  head: ({ match }) =>
    pageHeadOfRoute(match.context, {
      routeId: 'try-on-basket',
      title: match.context.i18n.t('pages.tryOnBasket.title'),
    }),
  component: TryOnBasketPage,
});

function TryOnBasketPage() {
  const { t } = useTranslation();
  return <PageHeading>{t('pages.tryOnBasket.title')}</PageHeading>;
}
