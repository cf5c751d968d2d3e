import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { pageHeadOfRoute } from '../../../features/page/page-head-of-route.ts';
import { PageHeading } from '../../../features/page/page-heading.tsx';

export const Route = createFileRoute('/service/konformitaetserklaerungen/')({
  head: ({ match }) =>
    pageHeadOfRoute(match.context, {
      routeId: 'declarations-of-conformity',
      title: match.context.i18n.t('pages.declarationsOfConformity.title'),
    }),
  component: DeclarationsOfConformityPage,
});

function DeclarationsOfConformityPage() {
  const { t } = useTranslation();
  return <PageHeading>{t('pages.declarationsOfConformity.title')}</PageHeading>;
}
