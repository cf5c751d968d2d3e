import { addDays, addMonths, publicHolidayClosedDays, publicHolidayOn } from '@lumen/domain';
import type { ClosedDay, CountryCode, IsoDate, LanguageCode } from '@lumen/domain';

/** How far ahead a branch answer lists its closed days: a year from today. */
const closedDaysMonthsAhead = 12;

/**
 * A branch's closed days (§2 branch detail: holidays) from today on, a year ahead: the public
 * holidays of its country by the domain's rule, named in the shop's language. They are computed
 * when the branch is answered, not stored: company days of a branch would be stored beside them.
 */
export function branchClosedDays(
  branch: { country: CountryCode },
  language: LanguageCode,
  today: IsoDate,
): ClosedDay[] {
  return publicHolidayClosedDays(branch.country, language, {
    from: today,
    to: addDays(addMonths(today, closedDaysMonthsAhead), -1),
  });
}

/** Whether a branch is closed all day on a calendar day of its zone, on any day (slots, bookings). */
export function isClosedDay(branch: { country: CountryCode }, date: IsoDate): boolean {
  return publicHolidayOn(branch.country, date) !== undefined;
}
