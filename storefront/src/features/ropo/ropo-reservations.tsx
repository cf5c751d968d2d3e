import { useRouteContext } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouterContext } from '../../router.tsx';
import { ropoReservationsQuery } from '../../queries/account-queries.ts';
import { BranchSummary } from '../account/branch-summary.tsx';
import { formatShopDate, formatShopDateTime } from '../orders/shop-date.ts';

type PageContext = Pick<RouterContext, 'rpc' | 'shop'>;

/**
 * The customer's reservations of frames to try on in a branch (§3 ROPO), among the branch orders:
 * the reference to name at the counter, the branch, from when the frames wait there, and which.
 * Nothing shows while there are none (most shops offer no reservations).
 */
export function RopoReservationList() {
  const { rpc, shop }: PageContext = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  const headingId = useId();
  const { data: reservations } = useSuspenseQuery(ropoReservationsQuery(rpc));
  if (reservations.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4" data-slot="ropo-reservations">
      <h2 id={headingId} className="text-xl font-semibold">
        {t('ropo.account.title')}
      </h2>
      <ul className="flex flex-col gap-4">
        {reservations.map((reservation) => (
          <li
            key={reservation.id}
            data-slot="ropo-reservation"
            className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4"
          >
            <p className="font-semibold">{t('ropo.account.reference', { reference: reservation.id })}</p>
            <BranchSummary branchId={reservation.branchId} />
            <p className="text-sm text-foreground-muted">
              {t('ropo.account.reservedOn', { date: formatShopDate(reservation.createdAt, shop) })}
            </p>
            <p className="text-sm font-semibold">
              {t('ropo.account.readyFrom', { date: formatShopDateTime(reservation.readyFrom, shop) })}
            </p>
            <ul className="list-disc pl-5 text-sm" aria-label={t('ropo.account.frames')}>
              {reservation.items.map((item) => (
                <li key={item.variantId}>{item.name}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
