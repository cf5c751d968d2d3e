import { localMomentIn, markets, openingStateAt } from '@lumen/domain';
import type { OpeningPeriod, ShopIdentity } from '@lumen/domain';
import type { TFunction } from 'i18next';

/** A weekday's name in the shop's language (1 = Monday; 1 January 2024 was a Monday). */
export function weekdayName(shop: ShopIdentity, day: number): string {
  return new Intl.DateTimeFormat(shop.locale, { weekday: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, day),
  );
}

/**
 * Whether a branch is open at `now` in its market's time zone, as a sentence: "open now, closes at",
 * "closed, opens today at" or "closed, opens on (weekday) at". `now` is the page loader's, so the
 * server's page and the browser's say the same.
 */
export function openingStatusOf(
  t: TFunction,
  shop: ShopIdentity,
  openingHours: readonly OpeningPeriod[],
  now: string,
): { open: boolean; text: string; today: number } {
  const moment = localMomentIn(new Date(now), markets[shop.country].timeZone);
  const state = openingStateAt(openingHours, moment);
  if (state.open)
    return { open: true, text: t('branches.status.open', { time: state.closesAt }), today: moment.day };
  const next = state.opensNext;
  const text = !next
    ? t('branches.status.closed')
    : next.day === moment.day
      ? t('branches.status.opensToday', { time: next.time })
      : t('branches.status.opensOn', { day: weekdayName(shop, next.day), time: next.time });
  return { open: false, text, today: moment.day };
}
