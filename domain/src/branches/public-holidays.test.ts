import { describe, expect, it } from 'vitest';
import { languageCodes, markets } from '../shops/shop-table.ts';
import type { CountryCode } from '../shops/shop-table.ts';
import {
  easterSundayOf,
  publicHolidayClosedDays,
  publicHolidayKeys,
  publicHolidayName,
  publicHolidayOn,
  publicHolidays,
} from './public-holidays.ts';

const countries = Object.keys(markets) as CountryCode[];

describe('Easter Sunday by the Gregorian computus (Anonymous algorithm, Meeus)', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2000, '2000-04-23'],
    [2019, '2019-04-21'],
    // The earliest and the latest dates Easter can fall on.
    [1818, '1818-03-22'],
    [2285, '2285-03-22'],
    [2038, '2038-04-25'],
  ])('%i: %s', (year, date) => {
    expect(easterSundayOf(year)).toBe(date);
  });

  it.each([[1582], [10_000], [2026.5], [Number.NaN]])('refuses the year %s', (year) => {
    expect(() => easterSundayOf(year)).toThrow(RangeError);
  });
});

describe('§2 branch detail, holidays: the nationwide public holidays of each market in 2026', () => {
  it.each<[CountryCode, string[]]>([
    [
      'DE',
      [
        '2026-01-01 newYear',
        '2026-04-03 goodFriday',
        '2026-04-06 easterMonday',
        '2026-05-01 labourDay',
        '2026-05-14 ascension',
        '2026-05-25 whitMonday',
        '2026-10-03 germanUnityDay',
        '2026-12-25 christmas',
        '2026-12-26 stStephensDay',
      ],
    ],
    [
      'AT',
      [
        '2026-01-01 newYear',
        '2026-01-06 epiphany',
        '2026-04-06 easterMonday',
        '2026-05-01 labourDay',
        '2026-05-14 ascension',
        '2026-05-25 whitMonday',
        '2026-06-04 corpusChristi',
        '2026-08-15 assumption',
        '2026-10-26 austrianNationalDay',
        '2026-11-01 allSaints',
        '2026-12-08 immaculateConception',
        '2026-12-25 christmas',
        '2026-12-26 stStephensDay',
      ],
    ],
    [
      // The days common to the cantons of the Swiss branches: no Good Friday (Ticino), no 26 December (Genève).
      'CH',
      [
        '2026-01-01 newYear',
        '2026-04-06 easterMonday',
        '2026-05-14 ascension',
        '2026-05-25 whitMonday',
        '2026-08-01 swissNationalDay',
        '2026-12-25 christmas',
      ],
    ],
    [
      'IT',
      [
        '2026-01-01 newYear',
        '2026-01-06 epiphany',
        '2026-04-05 easterSunday',
        '2026-04-06 easterMonday',
        '2026-04-25 liberationDay',
        '2026-05-01 labourDay',
        '2026-06-02 republicDay',
        '2026-08-15 assumption',
        '2026-10-04 stFrancisDay',
        '2026-11-01 allSaints',
        '2026-12-08 immaculateConception',
        '2026-12-25 christmas',
        '2026-12-26 stStephensDay',
      ],
    ],
    [
      'PL',
      [
        '2026-01-01 newYear',
        '2026-01-06 epiphany',
        '2026-04-05 easterSunday',
        '2026-04-06 easterMonday',
        '2026-05-01 labourDay',
        '2026-05-03 constitutionDay',
        '2026-05-24 whitSunday',
        '2026-06-04 corpusChristi',
        '2026-08-15 assumption',
        '2026-11-01 allSaints',
        '2026-11-11 independenceDay',
        '2026-12-24 christmasEve',
        '2026-12-25 christmas',
        '2026-12-26 stStephensDay',
      ],
    ],
    [
      'CZ',
      [
        '2026-01-01 newYear',
        '2026-04-03 goodFriday',
        '2026-04-06 easterMonday',
        '2026-05-01 labourDay',
        '2026-05-08 victoryDay',
        '2026-07-05 cyrilMethodiusDay',
        '2026-07-06 janHusDay',
        '2026-09-28 czechStatehoodDay',
        '2026-10-28 czechoslovakIndependenceDay',
        '2026-11-17 freedomDemocracyDay',
        '2026-12-24 christmasEve',
        '2026-12-25 christmas',
        '2026-12-26 stStephensDay',
      ],
    ],
  ])('%s', (country, holidays) => {
    expect(publicHolidays(country, 2026).map((holiday) => `${holiday.date} ${holiday.key}`)).toEqual(
      holidays,
    );
  });

  it.each<[string, CountryCode, number, string, boolean]>([
    ['Italy keeps San Francesco again from 2026', 'IT', 2025, 'stFrancisDay', false],
    ['… and from then on', 'IT', 2027, 'stFrancisDay', true],
    ['Poland’s Christmas Eve is a holiday from 2025', 'PL', 2024, 'christmasEve', false],
    ['… 2025', 'PL', 2025, 'christmasEve', true],
    ['Czech Good Friday is a holiday from 2016', 'CZ', 2015, 'goodFriday', false],
    ['… 2016', 'CZ', 2016, 'goodFriday', true],
  ])('%s: %s %i %s %s', (_case, country, year, key, listed) => {
    expect(publicHolidays(country, year).some((holiday) => holiday.key === key)).toBe(listed);
  });

  it.each<[CountryCode, string, string]>([
    // Easter-based holidays move with Easter (2027: 28 March).
    ['DE', '2027-03-26', 'goodFriday'],
    ['AT', '2027-05-27', 'corpusChristi'],
    ['CH', '2027-05-06', 'ascension'],
    ['PL', '2027-05-16', 'whitSunday'],
    ['CZ', '2027-03-29', 'easterMonday'],
  ])('%s %s is %s', (country, date, key) => {
    expect(publicHolidayOn(country, date)).toBe(key);
  });

  it.each<[CountryCode, string]>([
    ['DE', '2026-10-31'],
    ['DE', '2026-01-06'],
    ['AT', '2026-04-03'],
    ['CH', '2026-04-03'],
    ['CH', '2026-12-26'],
    ['IT', '2026-05-25'],
  ])('%s %s is no nationwide holiday', (country, date) => {
    expect(publicHolidayOn(country, date)).toBeUndefined();
  });

  it('lists each holiday of a year once, in date order, on days of that year', () => {
    for (const country of countries) {
      for (const year of [2025, 2026, 2027, 2028]) {
        const dates = publicHolidays(country, year).map((holiday) => holiday.date);
        expect(dates).toEqual([...new Set(dates)].sort());
        expect(dates.every((date) => date.startsWith(`${year}-`))).toBe(true);
      }
    }
  });
});

describe('§2 branch detail, holidays: their names in the shops’ languages', () => {
  it.each([
    ['de', 'DE', '1. Weihnachtstag'],
    ['fr', 'CH', 'Noël'],
    ['it', 'IT', 'Natale'],
    ['pl', 'PL', 'Boże Narodzenie (pierwszy dzień)'],
    ['cs', 'CZ', '1. svátek vánoční'],
    ['de', 'AT', 'Christtag'],
    ['de', 'CH', 'Weihnachten'],
    ['it', 'CH', 'Natale'],
    ['de', 'IT', 'Weihnachten'],
  ] as const)('christmas in %s (%s): %s', (language, country, name) => {
    expect(publicHolidayName('christmas', language, country)).toBe(name);
  });

  it.each([
    ['stStephensDay', 'de', 'AT', 'Stefanitag'],
    ['stStephensDay', 'de', 'DE', '2. Weihnachtstag'],
    ['labourDay', 'de', 'AT', 'Staatsfeiertag'],
    ['ascension', 'de', 'CH', 'Auffahrt'],
    ['ascension', 'fr', 'CH', 'Ascension'],
    ['swissNationalDay', 'it', 'CH', 'Festa nazionale'],
    ['easterMonday', 'it', 'IT', 'Lunedì dell’Angelo'],
    ['easterMonday', 'it', 'CH', 'Lunedì di Pasqua'],
    ['assumption', 'it', 'IT', 'Ferragosto'],
    ['assumption', 'de', 'IT', 'Mariä Himmelfahrt'],
    ['independenceDay', 'pl', 'PL', 'Narodowe Święto Niepodległości'],
    ['freedomDemocracyDay', 'cs', 'CZ', 'Den boje za svobodu a demokracii'],
  ] as const)('%s in %s (%s): %s', (key, language, country, name) => {
    expect(publicHolidayName(key, language, country)).toBe(name);
  });

  it('names every holiday in every language of the shops; Swiss German without ß', () => {
    for (const key of publicHolidayKeys) {
      for (const language of languageCodes) {
        for (const country of countries)
          expect(publicHolidayName(key, language, country).trim()).not.toBe('');
      }
      expect(publicHolidayName(key, 'de', 'CH')).not.toContain('ß');
    }
  });

  it('uses every key in some market', () => {
    const used = new Set(
      countries.flatMap((country) => publicHolidays(country, 2026).map((holiday) => holiday.key)),
    );
    expect([...used].sort()).toEqual([...publicHolidayKeys].sort());
  });
});

describe('§2 branch detail, holidays: a market’s holidays as a branch’s closed days', () => {
  it('takes the days between two dates, both included, across the turn of the year, named in the language', () => {
    expect(publicHolidayClosedDays('DE', 'de', { from: '2026-12-25', to: '2027-01-01' })).toEqual([
      { date: '2026-12-25', name: '1. Weihnachtstag' },
      { date: '2026-12-26', name: '2. Weihnachtstag' },
      { date: '2027-01-01', name: 'Neujahr' },
    ]);
    expect(publicHolidayClosedDays('IT', 'it', { from: '2026-12-26', to: '2026-12-31' })).toEqual([
      { date: '2026-12-26', name: 'Santo Stefano' },
    ]);
  });

  it('has none between holidays', () => {
    expect(publicHolidayClosedDays('CH', 'fr', { from: '2026-08-02', to: '2026-12-24' })).toEqual([]);
  });
});
