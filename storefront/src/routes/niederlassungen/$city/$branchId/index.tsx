import { createFileRoute, notFound } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AppointmentSubServiceSchema, originOfDomain, routePath } from '@lumen/domain';
import { z } from 'zod';
import { AppointmentBooking } from '../../../../features/appointments/appointment-booking.tsx';
import { BranchDetails } from '../../../../features/branches/branch-details.tsx';
import { firstValue } from '../../../../routing/search-schemas.ts';
import { pageHeadOfRoute } from '../../../../features/page/page-head-of-route.ts';
import { PageHeading } from '../../../../features/page/page-heading.tsx';
import { ShopBreadcrumbs } from '../../../../features/page/shop-breadcrumbs.tsx';
import { JsonLd, opticianJsonLd } from '../../../../features/seo/json-ld.tsx';
import { branchQuery } from '../../../../queries/branch-queries.ts';
import { publicRedirect } from '../../../../routing/public-redirect.ts';

/** `?service=GL_ET` preselects what to book (from a product page, the configurator, a CMS link). */
const BranchPageSearchSchema = z.looseObject({
  service: z.preprocess(firstValue, AppointmentSubServiceSchema.optional().catch(undefined)),
});

/**
 * §2 branch detail /niederlassungen/{city}/{id}/: an unknown id, or another market's branch, is
 * the 404 page; a city that is not the branch's redirects (301) to the branch's own address. The
 * free appointment times below the fold are read once the page runs: they change by the minute,
 * and booking one needs the page's scripts anyway.
 */
export const Route = createFileRoute('/niederlassungen/$city/$branchId/')({
  validateSearch: BranchPageSearchSchema,
  loader: async ({ context, params, location }) => {
    const { queryClient, rpc, shop } = context;
    const branch = await queryClient.ensureQueryData(branchQuery(rpc, params.branchId));
    if (!branch) throw notFound();
    if (branch.citySlug !== params.city) {
      const own = routePath(shop, 'branch-detail', { city: branch.citySlug, branchId: branch.id });
      throw publicRedirect(shop, `${own}${location.searchStr}`, 301);
    }
    const now = new Date();
    return { name: branch.name, city: branch.city, now: now.toISOString() };
  },
  head: ({ match, params, loaderData }) =>
    pageHeadOfRoute(
      match.context,
      {
        routeId: 'branch-detail',
        title: loaderData?.name ?? match.context.i18n.t('pages.branchDetail.title'),
        ...(loaderData && {
          description: match.context.i18n.t('branches.detail.description', {
            name: loaderData.name,
            city: loaderData.city,
          }),
        }),
      },
      { city: params.city, branchId: params.branchId },
    ),
  component: BranchDetailPage,
});

function BranchDetailPage() {
  const { t } = useTranslation();
  const { rpc, shop, shopDomains } = Route.useRouteContext();
  const { branchId } = Route.useParams();
  const { now } = Route.useLoaderData();
  const { service } = Route.useSearch();
  const { data: branch } = useSuspenseQuery(branchQuery(rpc, branchId));
  if (!branch) return null;
  const origin = originOfDomain(shopDomains[shop.code]);
  const crumbs = [
    { label: t('breadcrumbs.home'), href: routePath(shop, 'home') },
    { label: t('pages.branchList.title'), href: routePath(shop, 'branch-list') },
    {
      label: branch.city,
      href: routePath(shop, 'branch-city', { county: branch.countySlug, city: branch.citySlug }),
    },
    { label: branch.name },
  ];
  const url = `${origin}${routePath(shop, 'branch-detail', { city: branch.citySlug, branchId: branch.id })}`;
  return (
    <div className="flex flex-col gap-6">
      <JsonLd data={opticianJsonLd(url, branch)} />
      <ShopBreadcrumbs items={crumbs} />
      <PageHeading>{branch.name}</PageHeading>
      <BranchDetails branch={branch} now={now} />
      <AppointmentBooking branch={branch} preselected={service} now={now} />
    </div>
  );
}
