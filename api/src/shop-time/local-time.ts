import { markets } from '@lumen/domain';
import type { CountryCode, IsoDate, LocalMoment } from '@lumen/domain';

/** The zone each market lives in: "today" for a shop's subscriptions (the domain's market table). */
export function marketTimeZone(country: CountryCode): string {
  return markets[country].timeZone;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function wallClockIn(instant: Date, timeZone: string) {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    date: `${parts['year']}-${parts['month']}-${parts['day']}`,
    time: `${parts['hour']}:${parts['minute']}`,
  };
}

/** The calendar day an instant falls on in a zone. */
export function localDateOf(instant: Date, timeZone: string): IsoDate {
  return wallClockIn(instant, timeZone).date;
}

/** The weekday and wall-clock time of an instant in a zone, as the domain's opening hours read it. */
export function localMomentOf(instant: Date, timeZone: string): LocalMoment {
  const { date, time } = wallClockIn(instant, timeZone);
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return { day: weekday === 0 ? 7 : weekday, time };
}
