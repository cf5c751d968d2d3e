import { useRouteContext } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Badge, OpeningStatus, cn } from '@lumen/design-system';
import { appointmentSubServices, routePath } from '@lumen/domain';
import type { Branch, BranchServiceCode } from '@lumen/domain';
import type { RouterContext } from '../../router.tsx';
import { ShopLink } from '../routing/shop-link.tsx';
import { openingStatusOf } from './branch-time.ts';

/** A distance as the shop's locale writes it: "850 m", "2,4 km", "37 km". */
export function formatDistance(km: number, locale: string): string {
  if (km < 1) {
    return new Intl.NumberFormat(locale, { style: 'unit', unit: 'meter', maximumFractionDigits: 0 }).format(
      Math.max(50, Math.round((km * 1000) / 50) * 50),
    );
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'kilometer',
    maximumFractionDigits: km < 10 ? 1 : 0,
  }).format(km);
}

/**
 * A branch in a list (the store finder, a city page): its name linking to its page, the address,
 * how far it is when the list is sorted by distance, whether it is open now, and what it offers.
 */
export function BranchCard({
  branch,
  distanceKm,
  now,
  heading: Heading = 'h2',
  service,
  chosen = false,
  chooseHref,
}: {
  branch: Branch;
  distanceKm?: number;
  now: string;
  /** The card's heading level: below the page's h1, or below a list's own h2. */
  heading?: 'h2' | 'h3';
  /** The service the list was narrowed to: the branch page offers to book its first sub-service. */
  service?: BranchServiceCode | undefined;
  /** The branch chosen before (`branch-id`, or the tablet's in store mode): marked as such. */
  chosen?: boolean;
  /** Where choosing this branch leads (the try-on list with it preselected). */
  chooseHref?: string;
}) {
  const { shop }: Pick<RouterContext, 'shop'> = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  const status = openingStatusOf(t, shop, branch, now);
  return (
    <li
      data-slot="branch-card"
      data-chosen={chosen || undefined}
      className={cn(
        'flex flex-col gap-2 rounded-lg border border-border bg-surface p-4',
        chosen && 'border-accent ring-1 ring-accent',
      )}
    >
      {chosen && (
        <p className="text-xs font-semibold tracking-wide text-accent uppercase">{t('branches.chosen')}</p>
      )}
      <Heading className="text-lg font-semibold">
        <ShopLink
          href={`${routePath(shop, 'branch-detail', { city: branch.citySlug, branchId: branch.id })}${
            service ? `?service=${appointmentSubServices[service][0]}` : ''
          }`}
          className="underline underline-offset-4 hover:no-underline"
        >
          {branch.name}
        </ShopLink>
      </Heading>
      <p className="text-sm">
        {branch.street} {branch.houseNumber}, {branch.zipCode} {branch.city}
      </p>
      {distanceKm !== undefined && (
        <p className="text-sm text-foreground-muted" data-slot="branch-distance">
          {t('branches.distance', { distance: formatDistance(distanceKm, shop.locale) })}
        </p>
      )}
      <OpeningStatus open={status.open}>{status.text}</OpeningStatus>
      <ul className="flex flex-wrap gap-1.5" aria-label={t('branches.servicesLabel')}>
        {branch.services.map((code) => (
          <li key={code}>
            <Badge size="sm">{t(`branches.services.${code}`)}</Badge>
          </li>
        ))}
        {branch.ropo && (
          <li>
            <Badge size="sm" variant="info">
              {t('branches.ropo')}
            </Badge>
          </li>
        )}
      </ul>
      {chooseHref && (
        <ShopLink
          href={chooseHref}
          className="mt-1 self-start text-sm font-semibold text-accent underline underline-offset-4"
        >
          {t('branches.chooseForTryOn')}
          <span className="sr-only"> – {branch.name}</span>
        </ShopLink>
      )}
    </li>
  );
}
