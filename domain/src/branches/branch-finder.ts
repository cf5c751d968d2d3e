import { addDays } from '../subscriptions/iso-date.ts';
import type { IsoDate } from '../subscriptions/iso-date.ts';
import type { Branch, BranchServiceCode, ClosedDay, OpeningPeriod } from './branch.ts';

const earthRadiusKm = 6371;

/** Great-circle distance in kilometres (haversine), enough for "branches near you". */
export function distanceKm(from: { lat: number; lng: number }, to: { lat: number; lng: number }): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.sqrt(a));
}

export interface BranchSearch {
  near?: { lat: number; lng: number };
  /** Only branches offering this service (the finder's `service` parameter, §2). */
  service?: BranchServiceCode;
  /** Only branches that take online reservations (the finder opened from the ROPO basket). */
  ropoOnly?: boolean;
}

/** Branches matching the finder's filters, nearest first when a position is given, else by city and name. */
export function findBranches<B extends Pick<Branch, 'name' | 'city' | 'geo' | 'services' | 'ropo'>>(
  branches: readonly B[],
  search: BranchSearch,
): B[] {
  const matching = branches.filter(
    (branch) =>
      (search.service === undefined || branch.services.includes(search.service)) &&
      (!search.ropoOnly || branch.ropo),
  );
  const { near } = search;
  if (near) {
    return matching
      .map((branch) => ({ branch, distance: distanceKm(near, branch.geo) }))
      .sort((a, b) => a.distance - b.distance)
      .map(({ branch }) => branch);
  }
  return [...matching].sort((a, b) => a.city.localeCompare(b.city) || a.name.localeCompare(b.name));
}

/** A moment in the branch's own time zone, as the caller knows it (the domain reads no clock). */
export interface LocalMoment {
  /** ISO weekday, Monday = 1. */
  day: number;
  /** `HH:MM`. */
  time: string;
  /** The calendar day, when known: closed days (holidays) are dates, not weekdays. */
  date?: IsoDate;
}

/** A moment with its calendar day, as closed days need it. */
export type DatedLocalMoment = LocalMoment & { date: IsoDate };

/** When a closed branch opens next: an ISO weekday and a local time. */
export interface NextOpening {
  day: number;
  time: string;
}

export type OpeningState = { open: true; closesAt: string } | { open: false; opensNext: NextOpening | null };

/** The opening state of a dated moment: the next opening names its date too (it may be weeks away). */
export type DatedOpeningState =
  { open: true; closesAt: string } | { open: false; opensNext: (NextOpening & { date: IsoDate }) | null };

function periodsOf(openingHours: readonly OpeningPeriod[], day: number): OpeningPeriod[] {
  return openingHours.filter((period) => period.day === day).sort((a, b) => a.opens.localeCompare(b.opens));
}

/** ISO weekday (Monday = 1) of a calendar day. */
export function isoWeekdayOf(date: IsoDate): number {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** Open now and until when, or opening later the same day; undefined when the day has nothing left. */
function laterToday(
  openingHours: readonly OpeningPeriod[],
  moment: LocalMoment,
): { open: true; closesAt: string } | { open: false; opens: string } | undefined {
  const today = periodsOf(openingHours, moment.day);
  const current = today.find((period) => period.opens <= moment.time && moment.time < period.closes);
  if (current) return { open: true, closesAt: current.closes };
  const next = today.find((period) => period.opens > moment.time);
  return next && { open: false, opens: next.opens };
}

/**
 * Whether the branch is open at a moment, when it closes, or when it opens next (§2 branch detail:
 * open now, closes at, opens at). By weekday alone it looks a week ahead. With the moment's date and
 * the branch's closed days, a closed day has no opening at all and the next opening skips it, so it
 * may be more than a week away: it then names its date.
 */
export function openingStateAt(openingHours: readonly OpeningPeriod[], moment: LocalMoment): OpeningState;
export function openingStateAt(
  openingHours: readonly OpeningPeriod[],
  moment: DatedLocalMoment,
  closedDays: readonly Pick<ClosedDay, 'date'>[],
): DatedOpeningState;
export function openingStateAt(
  openingHours: readonly OpeningPeriod[],
  moment: LocalMoment,
  closedDays?: readonly Pick<ClosedDay, 'date'>[],
): OpeningState | DatedOpeningState {
  const { date } = moment;
  if (closedDays === undefined || date === undefined) return weeklyStateAt(openingHours, moment);
  const closed = new Set(closedDays.map((closedDay) => closedDay.date));
  const today = closed.has(date) ? undefined : laterToday(openingHours, moment);
  if (today?.open) return today;
  if (today) return { open: false, opensNext: { day: moment.day, time: today.opens, date } };
  if (openingHours.length === 0) return { open: false, opensNext: null };
  // A week past the moment or past its last closed day, whichever is later, has an opening day.
  const lastClosed = [...closed].reduce((last, day) => (day > last ? day : last), date);
  const horizon = addDays(lastClosed, 7);
  for (let day = addDays(date, 1); day <= horizon; day = addDays(day, 1)) {
    if (closed.has(day)) continue;
    const weekday = isoWeekdayOf(day);
    const first = periodsOf(openingHours, weekday)[0];
    if (first) return { open: false, opensNext: { day: weekday, time: first.opens, date: day } };
  }
  return { open: false, opensNext: null };
}

function weeklyStateAt(openingHours: readonly OpeningPeriod[], moment: LocalMoment): OpeningState {
  const today = laterToday(openingHours, moment);
  if (today?.open) return today;
  if (today) return { open: false, opensNext: { day: moment.day, time: today.opens } };
  for (let offset = 1; offset <= 7; offset += 1) {
    const day = ((moment.day - 1 + offset) % 7) + 1;
    const first = periodsOf(openingHours, day)[0];
    if (first) return { open: false, opensNext: { day, time: first.opens } };
  }
  return { open: false, opensNext: null };
}
