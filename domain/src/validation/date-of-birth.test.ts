import { describe, expect, it } from 'vitest';
import { checkDateOfBirth, minBirthYear } from './date-of-birth.ts';
import type { CalendarDate } from './date-of-birth.ts';

const today: CalendarDate = { year: 2025, month: 6, day: 15 };

function failure(reason: string, key: string, params?: Record<string, number>) {
  return { ok: false, reason, message: params ? { key, params } : { key } };
}

describe('§5 date of birth (day.month.year)', () => {
  it.each([[''], ['   ']])('empty %j is valid', (value) => {
    expect(checkDateOfBirth(value, today)).toEqual({ ok: true, date: undefined });
  });

  it.each([
    ['01.02.1990', { day: 1, month: 2, year: 1990 }],
    ['1.2.1990', { day: 1, month: 2, year: 1990 }],
    [' 15.06.1990 ', { day: 15, month: 6, year: 1990 }],
    ['31.01.1990', { day: 31, month: 1, year: 1990 }],
    ['01.12.1990', { day: 1, month: 12, year: 1990 }],
    ['01.01.1900', { day: 1, month: 1, year: 1900 }],
    ['30.04.1990', { day: 30, month: 4, year: 1990 }],
    ['31.12.1990', { day: 31, month: 12, year: 1990 }],
    ['28.02.1999', { day: 28, month: 2, year: 1999 }],
    ['29.02.1996', { day: 29, month: 2, year: 1996 }],
    ['29.02.2000', { day: 29, month: 2, year: 2000 }],
  ])('%s is valid and reads %j', (value, date) => {
    expect(checkDateOfBirth(value, today)).toEqual({ ok: true, date });
  });

  it.each([
    ['1990-02-01'],
    ['01/02/1990'],
    ['01.02.90'],
    ['01.02.19900'],
    ['001.02.1990'],
    ['01.002.1990'],
    ['01.02.'],
    ['1.2.1990.'],
    ['x1.2.1990'],
    ['a.b.cccc'],
    ['01 .02.1990'],
  ])('%j is not written day.month.year', (value) => {
    expect(checkDateOfBirth(value, today)).toEqual(failure('format', 'validation.dateOfBirth.format'));
  });

  it.each([['00.01.1990'], ['32.01.1990'], ['99.01.1990']])('%s has no day 1–31', (value) => {
    expect(checkDateOfBirth(value, today)).toEqual(failure('day', 'validation.dateOfBirth.day'));
  });

  it.each([['01.00.1990'], ['01.13.1990']])('%s has no month 1–12', (value) => {
    expect(checkDateOfBirth(value, today)).toEqual(failure('month', 'validation.dateOfBirth.month'));
  });

  it('refuses years before 1900', () => {
    expect(minBirthYear).toBe(1900);
    expect(checkDateOfBirth('31.12.1899', today)).toEqual(
      failure('year', 'validation.dateOfBirth.year', { min: 1900 }),
    );
  });

  it.each([['31.04.1990'], ['30.02.2000'], ['29.02.1999'], ['29.02.1900'], ['31.06.1990']])(
    '%s is not a real date',
    (value) => {
      expect(checkDateOfBirth(value, today)).toEqual(failure('notADate', 'validation.dateOfBirth.notADate'));
    },
  );

  it.each([
    ['14.06.2025', true],
    ['15.06.2025', false],
    ['16.06.2025', false],
    ['31.05.2025', true],
    ['01.07.2025', false],
    ['31.12.2024', true],
    ['01.01.2026', false],
  ])('§5 must be in the past: %s before 15.06.2025 is %s', (value, past) => {
    expect(checkDateOfBirth(value, today).ok).toBe(past);
    if (!past) {
      expect(checkDateOfBirth(value, today)).toEqual(
        failure('notInPast', 'validation.dateOfBirth.notInPast'),
      );
    }
  });

  it.each([
    [{ year: 2025, month: 2, day: 29 }],
    [{ year: 2025, month: 0, day: 1 }],
    [{ year: 2025, month: 13, day: 1 }],
    [{ year: 2025, month: 1, day: 0 }],
    [{ year: 2025, month: 4, day: 31 }],
  ])('refuses a "today" that is no date: %j', (brokenToday) => {
    expect(() => checkDateOfBirth('01.01.1990', brokenToday)).toThrow(/today/);
  });

  it('accepts the last day of a leap February as today', () => {
    expect(checkDateOfBirth('28.02.2024', { year: 2024, month: 2, day: 29 })).toMatchObject({ ok: true });
  });
});
