import { addDays, localMomentIn, markets, openingStateAt } from '@lumen/domain';
import type { Branch, IsoDate, ShopIdentity } from '@lumen/domain';
import type { TFunction } from 'i18next';

/** A weekday's name in the shop's language (1 = Monday; 1 January 2024 was a Monday). */
export function weekdayName(shop: ShopIdentity, day: number): string {
  return new Intl.DateTimeFormat(shop.locale, { weekday: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, day),
  );
}

/** A calendar day as the shop's language writes it with its weekday ("Montag, 28. Dezember"). */
export function dayWithDate(shop: ShopIdentity, date: IsoDate): string {
  return new Intl.DateTimeFormat(shop.locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

/**
 * Whether a branch is open at `now` in its market's time zone, as a sentence: "open now, closes at",
 * "closed, opens today at" or "closed, opens on (weekday) at"; on a closed day (a holiday, §2) the
 * holiday is named. An opening more than six days ahead (past holidays) gives its date as well.
 * `now` is the page loader's, so the server's page and the browser's say the same.
 */
export function openingStatusOf(
  t: TFunction,
  shop: ShopIdentity,
  branch: Pick<Branch, 'openingHours' | 'closedDays'>,
  now: string,
): { open: boolean; text: string; today: number; date: IsoDate } {
  const moment = localMomentIn(new Date(now), markets[shop.country].timeZone);
  const state = openingStateAt(branch.openingHours, moment, branch.closedDays);
  const base = { today: moment.day, date: moment.date };
  if (state.open) return { open: true, text: t('branches.status.open', { time: state.closesAt }), ...base };
  const next = state.opensNext;
  const holiday = branch.closedDays.find((closedDay) => closedDay.date === moment.date);
  const day =
    next && next.date > addDays(moment.date, 6)
      ? dayWithDate(shop, next.date)
      : next && weekdayName(shop, next.day);
  const text = !next
    ? t('branches.status.closed')
    : holiday
      ? t('branches.status.holiday', { name: holiday.name, day, time: next.time })
      : next.date === moment.date
        ? t('branches.status.opensToday', { time: next.time })
        : t('branches.status.opensOn', { day, time: next.time });
  return { open: false, text, ...base };
}
