import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { pageHeadOfRoute } from '../../features/page/page-head-of-route.ts';
import { PageHeading } from '../../features/page/page-heading.tsx';
import { firstValue } from '../../routing/search-schemas.ts';

/** §2 /search/?term=…: a blank or overlong term is dropped, not an error. */
const SearchPageSearchSchema = z.object({
  term: z.preprocess(firstValue, z.string().trim().min(1).max(100).optional().catch(undefined)),
});

export const Route = createFileRoute('/search/')({
  validateSearch: SearchPageSearchSchema,
  head: ({ match }) =>
    pageHeadOfRoute(match.context, {
      routeId: 'search',
      title: match.search.term
        ? match.context.i18n.t('pages.search.titleWithTerm', { term: match.search.term })
        : match.context.i18n.t('pages.search.title'),
    }),
  component: SearchPage,
});

function SearchPage() {
  const { term } = Route.useSearch();
  const { t } = useTranslation();
  return (
    <PageHeading>{term ? t('pages.search.titleWithTerm', { term }) : t('pages.search.title')}</PageHeading>
  );
}
