import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BranchFinder, reservationsOnly } from '../../features/branches/branch-finder.tsx';
import { BranchFinderSearchSchema } from '../../features/branches/branch-finder-search.ts';
import { pageHeadOfRoute } from '../../features/page/page-head-of-route.ts';
import { PageHeading } from '../../features/page/page-heading.tsx';
import { branchesQuery } from '../../queries/branch-queries.ts';

/**
 * §2 /niederlassungen/ (and its translated prefixes): the branch list, which is the store finder
 * as well, rendered on the server with the branches its query asks for. The moment that says
 * whether a branch is open is taken here once, for the server's page and the browser's.
 */
export const Route = createFileRoute('/niederlassungen/')({
  validateSearch: BranchFinderSearchSchema,
  loaderDeps: ({ search }) => ({ service: search.service, ropoOnly: reservationsOnly(search) }),
  loader: async ({ context, deps }) => {
    await context.queryClient.ensureQueryData(branchesQuery(context.rpc, deps));
    return { now: new Date().toISOString() };
  },
  head: ({ match }) =>
    pageHeadOfRoute(match.context, {
      routeId: 'branch-list',
      title: match.context.i18n.t('pages.branchList.title'),
      description: match.context.i18n.t('branches.description'),
    }),
  component: BranchListPage,
});

function BranchListPage() {
  const { t } = useTranslation();
  const search = Route.useSearch();
  const { now } = Route.useLoaderData();
  return (
    <div className="flex flex-col gap-6">
      <PageHeading>{t('pages.branchList.title')}</PageHeading>
      <p className="max-w-prose">{t('branches.intro')}</p>
      <BranchFinder search={search} now={now} />
    </div>
  );
}
