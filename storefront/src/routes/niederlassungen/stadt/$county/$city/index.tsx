import { createFileRoute, notFound } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { routePath } from '@lumen/domain';
import { BranchCard } from '../../../../../features/branches/branch-card.tsx';
import { pageHeadOfRoute } from '../../../../../features/page/page-head-of-route.ts';
import { PageHeading } from '../../../../../features/page/page-heading.tsx';
import { ShopBreadcrumbs } from '../../../../../features/page/shop-breadcrumbs.tsx';
import { branchesQuery } from '../../../../../queries/branch-queries.ts';

/**
 * §2 city page /niederlassungen/stadt/{county}/{city}/: the branches of one city. A city without a
 * branch of the market, or a county that is not the city's, is the 404 page.
 */
export const Route = createFileRoute('/niederlassungen/stadt/$county/$city/')({
  loader: async ({ context, params }) => {
    const branches = await context.queryClient.ensureQueryData(
      branchesQuery(context.rpc, { citySlug: params.city }),
    );
    const [first] = branches;
    if (!first || branches.some((branch) => branch.countySlug !== params.county)) throw notFound();
    return { city: first.city, now: new Date().toISOString() };
  },
  head: ({ match, params, loaderData }) =>
    pageHeadOfRoute(
      match.context,
      {
        routeId: 'branch-city',
        title: match.context.i18n.t('pages.branchCity.title', { city: loaderData?.city ?? params.city }),
      },
      { county: params.county, city: params.city },
    ),
  component: BranchCityPage,
});

function BranchCityPage() {
  const { t } = useTranslation();
  const { rpc, shop } = Route.useRouteContext();
  const params = Route.useParams();
  const { city, now } = Route.useLoaderData();
  const { data: branches } = useSuspenseQuery(branchesQuery(rpc, { citySlug: params.city }));
  const crumbs = [
    { label: t('breadcrumbs.home'), href: routePath(shop, 'home') },
    { label: t('pages.branchList.title'), href: routePath(shop, 'branch-list') },
    { label: city },
  ];
  return (
    <div className="flex flex-col gap-6">
      <ShopBreadcrumbs items={crumbs} />
      <PageHeading>{t('pages.branchCity.title', { city })}</PageHeading>
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {branches.map((branch) => (
          <BranchCard key={branch.id} branch={branch} now={now} />
        ))}
      </ul>
    </div>
  );
}
