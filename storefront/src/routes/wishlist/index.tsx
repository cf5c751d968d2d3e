import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { pageHeadOfRoute } from '../../features/page/page-head-of-route.ts';
import { PageHeading } from '../../features/page/page-heading.tsx';

export const Route = createFileRoute('/wishlist/')({
  head: ({ match }) =>
    pageHeadOfRoute(match.context, {
      routeId: 'wishlist',
      title: match.context.i18n.t('pages.wishlist.title'),
    }),
  component: WishlistPage,
});

function WishlistPage() {
  const { t } = useTranslation();
  return <PageHeading>{t('pages.wishlist.title')}</PageHeading>;
}
