import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { pageHeadOfRoute } from '../../../features/page/page-head-of-route.ts';
import { PageHeading } from '../../../features/page/page-heading.tsx';

export const Route = createFileRoute('/service/gebrauchsanweisungen/')({
  head: ({ match }) =>
    pageHeadOfRoute(match.context, {
      routeId: 'instructions-for-use',
      title: match.context.i18n.t('pages.instructionsForUse.title'),
    }),
  component: InstructionsForUsePage,
});

function InstructionsForUsePage() {
  const { t } = useTranslation();
  return <PageHeading>{t('pages.instructionsForUse.title')}</PageHeading>;
}
