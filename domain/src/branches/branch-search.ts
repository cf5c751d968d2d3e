import { toUrlSlug } from '../routing/url-slug.ts';
import { addDays } from '../subscriptions/iso-date.ts';
import type { IsoDate } from '../subscriptions/iso-date.ts';
import type { Branch, ClosedDay, OpeningPeriod } from './branch.ts';
import { isoWeekdayOf } from './branch-finder.ts';
import type { DatedLocalMoment } from './branch-finder.ts';

/** Lowercase without accents: "Zürich" and "zurich", "Kraków" and "krakow" compare equal. */
function plain(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

function sharedPrefix(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length += 1;
  return length;
}

/**
 * Where the store finder's search box points (§2): the shop has no geocoder of its own and sends
 * nothing to a third party, so a zip code or a city is placed at a branch that matches it. Digits
 * are a zip code: the branch whose zip code shares most leading digits (zip codes are laid out by
 * region in all six markets), the numerically nearest among equals; at least the first digit must
 * match. Words are a city: the first branch whose city starts with them (accents and German
 * umlauts either way). Undefined when nothing matches.
 */
export function branchSearchCentre(
  branches: readonly Pick<Branch, 'zipCode' | 'city' | 'citySlug' | 'geo'>[],
  query: string,
): { lat: number; lng: number } | undefined {
  const text = query.trim();
  if (text === '') return undefined;
  const digits = text.replace(/[\s-]/g, '');
  if (/^\d+$/.test(digits)) {
    const ranked = branches
      .map((branch) => {
        const zip = branch.zipCode.replace(/[\s-]/g, '');
        const width = Math.max(zip.length, digits.length);
        return {
          branch,
          shared: sharedPrefix(zip, digits),
          gap: Math.abs(Number(zip.padEnd(width, '0')) - Number(digits.padEnd(width, '0'))),
        };
      })
      .filter((candidate) => candidate.shared > 0)
      .sort((a, b) => b.shared - a.shared || a.gap - b.gap);
    return ranked[0]?.branch.geo;
  }
  const slug = toUrlSlug(text);
  const words = plain(text);
  const match = branches.find(
    (branch) => (slug !== '' && branch.citySlug.startsWith(slug)) || plain(branch.city).startsWith(words),
  );
  return match?.geo;
}

/** One day of a branch's week: its ISO weekday and its opening periods in order (none: closed). */
export interface OpeningDay {
  day: number;
  periods: Pick<OpeningPeriod, 'opens' | 'closes'>[];
  /** The calendar day, in a week of dates (`openingWeek` with `from`). */
  date?: IsoDate;
  /** Closed all day for this reason (a holiday, §2 branch detail), instead of the usual hours: no periods. */
  closed?: { name: string };
}

function weekdayPeriods(openingHours: readonly OpeningPeriod[], day: number): OpeningDay['periods'] {
  return openingHours
    .filter((period) => period.day === day)
    .sort((a, b) => a.opens.localeCompare(b.opens))
    .map(({ opens, closes }) => ({ opens, closes }));
}

/**
 * A branch's week from Monday to Sunday, every day listed, a closed one with no periods. Given a
 * first day and the branch's closed days, the seven calendar days from `from` on instead (from a
 * Monday for a Monday-to-Sunday table, from today for the days ahead), each with its date, and a
 * closed day marked `closed` with its name instead of its usual hours (§2 branch detail: holidays).
 */
export function openingWeek(
  openingHours: readonly OpeningPeriod[],
  dates?: { from: IsoDate; closedDays: readonly ClosedDay[] },
): OpeningDay[] {
  if (!dates)
    return [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, periods: weekdayPeriods(openingHours, day) }));
  return [0, 1, 2, 3, 4, 5, 6].map((offset) => {
    const date = addDays(dates.from, offset);
    const day = isoWeekdayOf(date);
    const closedDay = dates.closedDays.find((candidate) => candidate.date === date);
    return closedDay
      ? { day, date, periods: [], closed: { name: closedDay.name } }
      : { day, date, periods: weekdayPeriods(openingHours, day) };
  });
}

const isoWeekdays: Readonly<Record<string, number>> = {
  Mon: 1,
  Tue: 2,
  Wed: 3,
  Thu: 4,
  Fri: 5,
  Sat: 6,
  Sun: 7,
};

/**
 * An instant as the weekday, wall-clock time and calendar day of a time zone (a branch's, the
 * market's): what `openingStateAt` reads, closed days included.
 */
export function localMomentIn(instant: Date, timeZone: string): DatedLocalMoment {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return {
    day: isoWeekdays[part('weekday')] ?? 1,
    time: `${part('hour')}:${part('minute')}`,
    date: `${part('year')}-${part('month')}-${part('day')}`,
  };
}
