import type { Branch, BranchServiceCode, OpeningPeriod } from './branch.ts';

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
export function findBranches<B extends Branch>(branches: readonly B[], search: BranchSearch): B[] {
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
}

export type OpeningState =
  { open: true; closesAt: string } | { open: false; opensNext: { day: number; time: string } | null };

function periodsOf(openingHours: readonly OpeningPeriod[], day: number): OpeningPeriod[] {
  return openingHours.filter((period) => period.day === day).sort((a, b) => a.opens.localeCompare(b.opens));
}

/** Whether the branch is open at a moment, when it closes, or when it opens next (within a week). */
export function openingStateAt(openingHours: readonly OpeningPeriod[], moment: LocalMoment): OpeningState {
  const current = periodsOf(openingHours, moment.day).find(
    (period) => period.opens <= moment.time && moment.time < period.closes,
  );
  if (current) return { open: true, closesAt: current.closes };
  const laterToday = periodsOf(openingHours, moment.day).find((period) => period.opens > moment.time);
  if (laterToday) return { open: false, opensNext: { day: moment.day, time: laterToday.opens } };
  for (let offset = 1; offset <= 7; offset += 1) {
    const day = ((moment.day - 1 + offset) % 7) + 1;
    const first = periodsOf(openingHours, day)[0];
    if (first) return { open: false, opensNext: { day, time: first.opens } };
  }
  return { open: false, opensNext: null };
}
