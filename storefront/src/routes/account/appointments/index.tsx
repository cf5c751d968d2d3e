import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AppointmentList } from '../../../features/appointments/appointment-list.tsx';
import { pageHeadOfRoute } from '../../../features/page/page-head-of-route.ts';
import { PageHeading } from '../../../features/page/page-heading.tsx';
import { appointmentsQuery } from '../../../queries/account-queries.ts';
import { branchQuery } from '../../../queries/branch-queries.ts';

/**
 * §2 /account/appointments/: rendered on the server with each appointment's branch. The moment
 * that splits upcoming from past is taken here once, for the server's page and the browser's.
 */
export const Route = createFileRoute('/account/appointments/')({
  loader: async ({ context }) => {
    const { queryClient, rpc } = context;
    const appointments = await queryClient.fetchQuery(appointmentsQuery(rpc));
    const branches = new Set(appointments.map((appointment) => appointment.branch.id));
    await Promise.allSettled([...branches].map((id) => queryClient.ensureQueryData(branchQuery(rpc, id))));
    return { now: new Date().toISOString() };
  },
  headers: () => ({ 'Cache-Control': 'private, no-store' }),
  head: ({ match }) =>
    pageHeadOfRoute(match.context, {
      routeId: 'account-appointments',
      title: match.context.i18n.t('pages.accountAppointments.title'),
    }),
  component: AccountAppointmentsPage,
});

function AccountAppointmentsPage() {
  const { t } = useTranslation();
  const { now } = Route.useLoaderData();
  return (
    <div className="flex flex-col gap-6">
      <PageHeading>{t('pages.accountAppointments.title')}</PageHeading>
      <AppointmentList now={now} />
    </div>
  );
}
