import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { pageHeadOfRoute } from '../../../features/page/page-head-of-route.ts';
import { PageHeading } from '../../../features/page/page-heading.tsx';

export const Route = createFileRoute('/account/appointments/')({
  head: ({ match }) =>
    pageHeadOfRoute(match.context, {
      routeId: 'account-appointments',
      title: match.context.i18n.t('pages.accountAppointments.title'),
    }),
  component: AccountAppointmentsPage,
});

function AccountAppointmentsPage() {
  const { t } = useTranslation();
  return <PageHeading>{t('pages.accountAppointments.title')}</PageHeading>;
}
