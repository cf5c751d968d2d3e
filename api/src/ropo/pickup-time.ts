import { openingStateAt } from '@lumen/domain';
import type { ClosedDay, IsoDate, OpeningPeriod } from '@lumen/domain';
import { localDateOf, localMomentOf } from '../shop-time/local-time.ts';

/** Reserved frames come from the central warehouse: a branch has them a day after the reservation. */
const ropoLeadHours = 24;

const minuteMs = 60_000;

/** The zone's offset from UTC in ms at an instant (positive east of Greenwich). */
function offsetMs(instantMs: number, timeZone: string): number {
  const instant = new Date(instantMs);
  const wall = Date.parse(`${localDateOf(instant, timeZone)}T${localMomentOf(instant, timeZone).time}:00Z`);
  return wall - Math.floor(instantMs / minuteMs) * minuteMs;
}

/** The instant a wall-clock time of a day has in a zone (the later offset wins across a change). */
export function zonedInstant(date: IsoDate, time: string, timeZone: string): Date {
  const wall = Date.parse(`${date}T${time}:00Z`);
  const first = wall - offsetMs(wall, timeZone);
  return new Date(wall - offsetMs(first, timeZone));
}

/**
 * When reserved frames can be picked up: `leadHours` after the reservation if the branch is open
 * then, otherwise when it next opens (in its own zone), skipping the days it is closed (holidays,
 * as the branch answer lists them). A branch without opening hours is taken at its word and the
 * lead time alone counts.
 */
export function pickupReadyFrom(
  branch: {
    openingHours: readonly OpeningPeriod[];
    timeZone: string;
    closedDays?: readonly Pick<ClosedDay, 'date'>[] | undefined;
  },
  now: Date,
  leadHours: number = ropoLeadHours,
): Date {
  const earliest = new Date(now.getTime() + leadHours * 60 * minuteMs);
  const moment = {
    ...localMomentOf(earliest, branch.timeZone),
    date: localDateOf(earliest, branch.timeZone),
  };
  const state = openingStateAt(branch.openingHours, moment, branch.closedDays ?? []);
  if (state.open || state.opensNext === null) return earliest;
  return zonedInstant(state.opensNext.date, state.opensNext.time, branch.timeZone);
}
