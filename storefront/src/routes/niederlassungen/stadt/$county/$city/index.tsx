import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { pageHeadOfRoute } from '../../../../../features/page/page-head-of-route.ts';
import { PageHeading } from '../../../../../features/page/page-heading.tsx';

export const Route = createFileRoute('/niederlassungen/stadt/$county/$city/')({
  head: ({ match, params }) =>
    pageHeadOfRoute(
      match.context,
      {
        routeId: 'branch-city',
        title: match.context.i18n.t('pages.branchCity.title', { city: params.city }),
      },
      { county: params.county, city: params.city },
    ),
  component: BranchCityPage,
});

function BranchCityPage() {
  const params = Route.useParams();
  const { t } = useTranslation();
  return <PageHeading>{t('pages.branchCity.title', { city: params.city })}</PageHeading>;
}
