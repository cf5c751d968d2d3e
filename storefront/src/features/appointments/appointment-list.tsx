import { useRouteContext } from '@tanstack/react-router';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, ConfirmDialog } from '@lumen/design-system';
import { formatFindBranchQuery, routePath } from '@lumen/domain';
import type { Appointment } from '@lumen/domain';
import type { RouterContext } from '../../router.tsx';
import { appointmentsQuery } from '../../queries/account-queries.ts';
import { BranchSummary } from '../account/branch-summary.tsx';
import { formatShopDateTime } from '../orders/shop-date.ts';
import { ShopLink } from '../routing/shop-link.tsx';

type PageContext = Pick<RouterContext, 'rpc' | 'shop'>;

function CancelAppointment({
  appointment,
  onCancelled,
}: {
  appointment: Appointment;
  onCancelled: () => void;
}) {
  const { rpc, shop }: PageContext = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => rpc('cancelAppointment', { appointmentId: appointment.id }),
    onSuccess: async () => {
      onCancelled();
      await queryClient.invalidateQueries({ queryKey: appointmentsQuery(rpc).queryKey });
    },
  });
  return (
    <>
      <ConfirmDialog
        trigger={
          <Button variant="secondary" size="sm" className="self-start">
            {t('appointments.cancel')}
          </Button>
        }
        title={t('appointments.cancelTitle', { date: formatShopDateTime(appointment.dateTime, shop) })}
        description={t('appointments.cancelText')}
        confirmLabel={t('appointments.cancelConfirm')}
        keepLabel={t('appointments.keep')}
        closeLabel={t('overlay.close')}
        onConfirm={() => cancel.mutateAsync()}
      />
      {cancel.isError && <Alert kind="ERROR" description={t('appointments.cancelFailed')} />}
    </>
  );
}

function AppointmentCard({
  appointment,
  upcoming,
  onCancelled,
}: {
  appointment: Appointment;
  upcoming: boolean;
  onCancelled: () => void;
}) {
  const { shop }: PageContext = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  return (
    <li
      data-slot="appointment"
      className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4"
    >
      <p className="font-semibold">{t(`appointments.services.${appointment.service.serviceName}`)}</p>
      <p>
        <time dateTime={appointment.dateTime}>{formatShopDateTime(appointment.dateTime, shop)}</time>
      </p>
      <BranchSummary branchId={appointment.branch.id} />
      {upcoming && <CancelAppointment appointment={appointment} onCancelled={onCancelled} />}
    </li>
  );
}

/**
 * §2 /account/appointments/: the customer's appointments, upcoming ones first and soonest first, the
 * past ones below, newest first. An upcoming one can be cancelled after being asked again; it is
 * then gone from the list and the polite status says so. `now` is the loader's, so the server and
 * the browser sort alike.
 */
export function AppointmentList({ now }: { now: string }) {
  const { rpc, shop }: PageContext = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  const upcomingId = useId();
  const pastId = useId();
  const [status, setStatus] = useState('');
  const { data: appointments } = useSuspenseQuery(appointmentsQuery(rpc));
  const moment = Date.parse(now);
  const byTime = [...appointments].sort((a, b) => Date.parse(a.dateTime) - Date.parse(b.dateTime));
  const upcoming = byTime.filter((appointment) => Date.parse(appointment.dateTime) >= moment);
  const past = byTime.filter((appointment) => Date.parse(appointment.dateTime) < moment).reverse();
  const announce = () => setStatus(t('appointments.cancelled'));
  return (
    <div className="flex flex-col gap-8">
      <p role="status" className="empty:hidden" data-slot="appointments-status">
        {status}
      </p>
      <section aria-labelledby={upcomingId} className="flex flex-col gap-4">
        <h2 id={upcomingId} className="text-lg font-semibold">
          {t('appointments.upcoming')}
        </h2>
        {upcoming.length === 0 ? (
          <div className="flex flex-col items-start gap-3">
            <p>{t('appointments.noneUpcoming')}</p>
            <Button asChild>
              <ShopLink
                href={`${routePath(shop, 'branch-list')}${formatFindBranchQuery({ ropoIds: [], service: 'GL' })}`}
              >
                {t('appointments.book')}
              </ShopLink>
            </Button>
          </div>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {upcoming.map((appointment) => (
              <AppointmentCard
                key={appointment.id}
                appointment={appointment}
                upcoming
                onCancelled={announce}
              />
            ))}
          </ul>
        )}
      </section>
      {past.length > 0 && (
        <section aria-labelledby={pastId} className="flex flex-col gap-4">
          <h2 id={pastId} className="text-lg font-semibold">
            {t('appointments.past')}
          </h2>
          <ul className="grid gap-4 md:grid-cols-2">
            {past.map((appointment) => (
              <AppointmentCard
                key={appointment.id}
                appointment={appointment}
                upcoming={false}
                onCancelled={announce}
              />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
