import { useRouteContext } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Badge, OpeningHours, OpeningStatus } from '@lumen/design-system';
import { addDays, openingWeek } from '@lumen/domain';
import type { Branch } from '@lumen/domain';
import type { RouterContext } from '../../router.tsx';
import { dayWithDate, openingStatusOf, weekdayName } from './branch-time.ts';

/**
 * Directions in the shopper's own maps app: a plain link (the maps URL that phones hand to the
 * installed app), so no map script or tile is loaded from a third party on the page.
 */
function directionsHref(branch: Pick<Branch, 'geo'>): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${branch.geo.lat},${branch.geo.lng}`;
}

/**
 * §2 branch detail: the address with directions, phone and mail, the services, and the week's
 * opening hours of this week with today's state in the market's time zone at `now` (the loader's
 * moment), and the holidays and other closed days of the coming months.
 */
export function BranchDetails({ branch, now }: { branch: Branch; now: string }) {
  const { shop }: Pick<RouterContext, 'shop'> = useRouteContext({ from: '__root__' });
  const { t } = useTranslation();
  const status = openingStatusOf(t, shop, branch, now);
  const weekStart = addDays(status.date, 1 - status.today);
  // The closed days after this week, for the next three months.
  const comingClosedDays = branch.closedDays.filter(
    (closedDay) => closedDay.date > addDays(weekStart, 6) && closedDay.date <= addDays(status.date, 92),
  );
  const shortDate = (date: string) =>
    new Intl.DateTimeFormat(shop.locale, { day: 'numeric', month: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${date}T12:00:00Z`),
    );
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <div className="flex flex-col gap-6">
        <OpeningStatus open={status.open} className="text-base">
          {status.text}
        </OpeningStatus>
        <section aria-labelledby="branch-address" className="flex flex-col gap-2">
          <h2 id="branch-address" className="text-lg font-semibold">
            {t('branches.detail.address')}
          </h2>
          <address className="not-italic">
            {branch.name}
            <br />
            {branch.street} {branch.houseNumber}
            <br />
            {branch.zipCode} {branch.city}
          </address>
          <a
            href={directionsHref(branch)}
            rel="noopener noreferrer"
            className="self-start font-semibold text-accent underline underline-offset-4"
            data-slot="branch-directions"
          >
            {t('branches.detail.directions')}
          </a>
        </section>
        <section aria-labelledby="branch-contact" className="flex flex-col gap-2">
          <h2 id="branch-contact" className="text-lg font-semibold">
            {t('branches.detail.contact')}
          </h2>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
            <dt className="text-foreground-muted">{t('branches.detail.phone')}</dt>
            <dd>
              <a href={`tel:${branch.phone.replace(/[^\d+]/g, '')}`} className="underline underline-offset-4">
                {branch.phone}
              </a>
            </dd>
            <dt className="text-foreground-muted">{t('branches.detail.email')}</dt>
            <dd className="break-words">
              <a href={`mailto:${branch.email}`} className="underline underline-offset-4">
                {branch.email}
              </a>
            </dd>
          </dl>
        </section>
        <section aria-labelledby="branch-services" className="flex flex-col gap-2">
          <h2 id="branch-services" className="text-lg font-semibold">
            {t('branches.detail.services')}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {branch.services.map((service) => (
              <li key={service}>
                <Badge>{t(`branches.services.${service}`)}</Badge>
              </li>
            ))}
            {branch.ropo && (
              <li>
                <Badge variant="info">{t('branches.ropo')}</Badge>
              </li>
            )}
          </ul>
        </section>
      </div>
      <div className="flex flex-col gap-6 self-start">
        <OpeningHours
          // This calendar week, Monday first: a holiday in it shows instead of the usual hours.
          days={openingWeek(branch.openingHours, { from: weekStart, closedDays: branch.closedDays })}
          today={status.today}
          caption={t('branches.hours.caption')}
          dayName={(day) => weekdayName(shop, day)}
          formatDate={shortDate}
          closedLabel={t('branches.hours.closed')}
          todayLabel={t('branches.hours.today')}
        />
        {comingClosedDays.length > 0 && (
          <section aria-labelledby="branch-closed-days" className="flex flex-col gap-2 text-sm">
            <h2 id="branch-closed-days" className="text-lg font-semibold">
              {t('branches.hours.closedDaysTitle')}
            </h2>
            <ul className="flex flex-col gap-1" data-slot="branch-closed-days">
              {comingClosedDays.map((closedDay) => (
                <li key={closedDay.date}>
                  {t('branches.hours.closedDay', {
                    date: dayWithDate(shop, closedDay.date),
                    name: closedDay.name,
                  })}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}
