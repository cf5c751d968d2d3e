import { publicHolidayOn } from '@lumen/domain';
import type { BranchServiceCode } from '@lumen/domain';
import { createRandom } from '../catalog/random.ts';
import type { BranchRecord } from './branch-directory.ts';

export interface AppointmentSlotRecord {
  branchId: string;
  /** ISO instant. */
  startsAt: string;
  service: BranchServiceCode;
  durationMinutes: number;
  capacity: number;
  booked: number;
}

/** How long one appointment takes per service: a hearing test needs the hour. */
export const slotMinutes: Record<BranchServiceCode, number> = { GL: 30, CL: 30, HA: 60, AC: 30 };

/** Days of slots from `now` on, today included. */
export const slotDays = 21;

const dayMs = 24 * 60 * 60 * 1000;
const minuteMs = 60 * 1000;

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    zoneFormats.set(timeZone, format);
  }
  return format;
}

/** The wall-clock date and time of an instant in a zone. */
function localParts(instantMs: number, timeZone: string) {
  const parts = Object.fromEntries(
    zoneFormat(timeZone)
      .formatToParts(instantMs)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute', number>;
  return parts;
}

/** The zone's offset from UTC in ms at an instant. */
function offsetMs(instantMs: number, timeZone: string): number {
  const local = localParts(instantMs, timeZone);
  return (
    Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute) -
    Math.floor(instantMs / minuteMs) * minuteMs
  );
}

/** ISO weekday (Monday = 1) of a calendar date. */
function isoWeekday(utcMidnightMs: number): number {
  return ((new Date(utcMidnightMs).getUTCDay() + 6) % 7) + 1;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Bookable slots of every branch for the services it offers, from `now` over the next 21 days, all
 * inside its opening hours (a slot ends by closing time, none across a lunch break) and none on a
 * public holiday of its country (its closed days, §2). Some are partly or fully booked already.
 * Deterministic for a given `now` and seed.
 */
export function appointmentSlots(
  branches: readonly BranchRecord[],
  now: Date,
  seed = 1,
): AppointmentSlotRecord[] {
  const random = createRandom(seed, 'appointment-slots');
  const nowMs = now.getTime();
  const slots: AppointmentSlotRecord[] = [];
  for (const branch of branches) {
    const today = localParts(nowMs, branch.timeZone);
    const firstDay = Date.UTC(today.year, today.month - 1, today.day);
    // Opticians in the big branches work side by side: two eye tests at once.
    const glassesCapacity = branch.services.length === 4 ? 2 : 1;
    for (let dayIndex = 0; dayIndex < slotDays; dayIndex += 1) {
      const dayMidnight = firstDay + dayIndex * dayMs;
      if (publicHolidayOn(branch.country, new Date(dayMidnight).toISOString().slice(0, 10))) continue;
      const weekday = isoWeekday(dayMidnight);
      // Shops open after the 02:00/03:00 clock change, so the offset at noon holds all day.
      const offset = offsetMs(dayMidnight + 12 * 60 * minuteMs, branch.timeZone);
      const periods = branch.openingHours.filter((period) => period.day === weekday);
      for (const service of branch.services) {
        const duration = slotMinutes[service];
        for (const period of periods) {
          const closes = minutesOf(period.closes);
          for (let start = minutesOf(period.opens); start + duration <= closes; start += duration) {
            const startsMs = dayMidnight + start * minuteMs - offset;
            if (startsMs <= nowMs) continue;
            const capacity = service === 'GL' ? glassesCapacity : 1;
            const booked = random.weighted([
              [0, 60],
              [Math.min(1, capacity), 25],
              [capacity, 15],
            ] as const);
            slots.push({
              branchId: branch.id,
              startsAt: new Date(startsMs).toISOString(),
              service,
              durationMinutes: duration,
              capacity,
              booked,
            });
          }
        }
      }
    }
  }
  return slots;
}
