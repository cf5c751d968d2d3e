import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { isBranchId } from '@lumen/domain';
import { pageHeadOfRoute } from '../../features/page/page-head-of-route.ts';
import { TryOnListPage } from '../../features/ropo/try-on-list-page.tsx';
import { branchesQuery } from '../../queries/branch-queries.ts';
import { ropoBasketQuery } from '../../queries/ropo-queries.ts';
import { firstValue } from '../../routing/search-schemas.ts';

/** `branch-id` (§2) preselects the branch, as the store finder passes it; anything else is ignored. */
const TryOnListSearchSchema = z.looseObject({
  'branch-id': z.preprocess(firstValue, z.string().refine(isBranchId).optional().catch(undefined)),
});

/**
 * §2 /anprobeliste/ (de-de and de-at): the try-on list, rendered on the server with the session's
 * frames and the branches that take reservations.
 */
export const Route = createFileRoute('/anprobeliste/')({
  validateSearch: TryOnListSearchSchema,
  loader: async ({ context }) => {
    await Promise.all([
      context.queryClient.ensureQueryData(ropoBasketQuery(context.rpc)),
      context.queryClient.ensureQueryData(branchesQuery(context.rpc, { ropoOnly: true })),
    ]);
  },
  head: ({ match }) =>
    pageHeadOfRoute(match.context, {
      routeId: 'try-on-basket',
      title: match.context.i18n.t('pages.tryOnBasket.title'),
    }),
  component: TryOnBasketRoute,
});

function TryOnBasketRoute() {
  const search = Route.useSearch();
  return <TryOnListPage preselectedBranch={search['branch-id']} />;
}
