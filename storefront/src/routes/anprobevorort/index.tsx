import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { pageHeadOfRoute } from '../../features/page/page-head-of-route.ts';
import { PageHeading } from '../../features/page/page-heading.tsx';

export const Route = createFileRoute('/anprobevorort/')({
  head: ({ match }) =>
    pageHeadOfRoute(match.context, {
      routeId: 'try-on-listing',
      title: match.context.i18n.t('pages.tryOnListing.title'),
    }),
  component: TryOnListingPage,
});

function TryOnListingPage() {
  const { t } = useTranslation();
  return <PageHeading>{t('pages.tryOnListing.title')}</PageHeading>;
}
