import { z } from 'zod';
import { failedCheck } from './failed-check.ts';
import type { ValidationMessage } from './validation-message.ts';

/** A day in the calendar without time or zone; "today" is the shop's local date, chosen by the caller. */
export const CalendarDateSchema = z.object({
  year: z.number().int(),
  month: z.number().int().min(1).max(12),
  day: z.number().int().min(1).max(31),
});
export type CalendarDate = z.infer<typeof CalendarDateSchema>;

/** §5: the earliest year of birth accepted. */
export const minBirthYear = 1900;

export type DateOfBirthFailure = 'format' | 'day' | 'month' | 'year' | 'notADate' | 'notInPast';

export type DateOfBirthResult =
  | { ok: true; date: CalendarDate | undefined }
  | { ok: false; reason: DateOfBirthFailure; message: ValidationMessage };

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const daysPerMonth = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : daysPerMonth[month - 1]!;
}

// For a date whose day is 1–31 and month 1–12 (the schema and the parser make sure of that).
function isRealDate(date: CalendarDate): boolean {
  return date.day <= daysInMonth(date.year, date.month);
}

// Days as one sortable number: 1990-02-01 is 19900201.
function sortKey(date: CalendarDate): number {
  return date.year * 10000 + date.month * 100 + date.day;
}

// Day and month may be written with or without a leading zero (1.2.1990, 01.02.1990); the year
// needs four digits, since a two-digit year cannot tell 1920 from 2020.
const dayMonthYearPattern = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/**
 * §5 date of birth, written day.month.year: empty is valid; day 1–31, month 1–12, year at least
 * 1900, a date that exists (no 31.02.) and lies in the past. "In the past" means before `today`:
 * someone born today is not a customer filling in a form. `today` comes in as a parameter so the
 * rule stays pure; pass the shop's local date.
 */
export function checkDateOfBirth(value: string, today: CalendarDate): DateOfBirthResult {
  if (!CalendarDateSchema.safeParse(today).success || !isRealDate(today)) {
    throw new Error(`today is not a real date: ${JSON.stringify(today)}`);
  }
  const trimmed = value.trim();
  if (trimmed === '') return { ok: true, date: undefined };
  const match = dayMonthYearPattern.exec(trimmed);
  if (!match) return failedCheck('format', 'validation.dateOfBirth.format');
  const date = { day: Number(match[1]), month: Number(match[2]), year: Number(match[3]) };
  if (date.day < 1 || date.day > 31) return failedCheck('day', 'validation.dateOfBirth.day');
  if (date.month < 1 || date.month > 12) return failedCheck('month', 'validation.dateOfBirth.month');
  if (date.year < minBirthYear)
    return failedCheck('year', 'validation.dateOfBirth.year', { min: minBirthYear });
  if (!isRealDate(date)) return failedCheck('notADate', 'validation.dateOfBirth.notADate');
  if (sortKey(date) >= sortKey(today)) return failedCheck('notInPast', 'validation.dateOfBirth.notInPast');
  return { ok: true, date };
}
