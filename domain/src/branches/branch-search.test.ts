import { describe, expect, it } from 'vitest';
import { branchSearchCentre, localMomentIn, openingWeek } from './branch-search.ts';

const branch = (city: string, citySlug: string, zipCode: string, lat: number) => ({
  city,
  citySlug,
  zipCode,
  geo: { lat, lng: 10 },
});
const branches = [
  branch('München', 'muenchen', '80331', 48.1),
  branch('Hamburg', 'hamburg', '20095', 53.5),
  branch('Hannover', 'hannover', '30159', 52.4),
  branch('Zürich', 'zuerich', '8001', 47.4),
  branch('Kraków', 'krakow', '31-042', 50.1),
];

describe('§2 the store finder’s search: a zip code or a city placed at a matching branch', () => {
  it.each([
    ['a branch’s own zip code', '20095', 53.5],
    ['a zip code of the same region (most leading digits shared)', '80539', 48.1],
    ['the numerically nearest among equal prefixes', '2', 53.5],
    ['a Polish zip code with its hyphen', '31-100', 50.1],
    ['a city with its umlaut', 'München', 48.1],
    ['a city written out', 'Muenchen', 48.1],
    ['a city without its accent', 'zurich', 47.4],
    ['a city by its first letters, any case', 'hann', 52.4],
    ['a Polish city without diacritics', 'krakow', 50.1],
  ])('%s: %s', (_case, query, lat) => {
    expect(branchSearchCentre(branches, query)?.lat).toBe(lat);
  });

  it.each([
    ['nothing typed', '  '],
    ['a zip code no branch’s region starts with', '99999'],
    ['a city the market has no branch in', 'Berlin'],
  ])('%s: no centre', (_case, query) => {
    expect(branchSearchCentre(branches, query)).toBeUndefined();
  });
});

describe('a branch’s week', () => {
  it('lists Monday to Sunday, periods in order, closed days empty', () => {
    const week = openingWeek([
      { day: 1, opens: '14:00', closes: '18:30' },
      { day: 1, opens: '09:00', closes: '13:00' },
      { day: 6, opens: '09:00', closes: '13:00' },
    ]);
    expect(week.map((day) => day.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(week[0]!.periods).toEqual([
      { opens: '09:00', closes: '13:00' },
      { opens: '14:00', closes: '18:30' },
    ]);
    expect(week[1]!.periods).toEqual([]);
    expect(week.some((day) => 'date' in day || 'closed' in day)).toBe(false);
  });
});

describe('§2 branch detail: a branch’s week with its holidays', () => {
  const hours = [
    { day: 1, opens: '09:00', closes: '18:00' },
    { day: 4, opens: '09:00', closes: '18:00' },
    { day: 5, opens: '14:00', closes: '18:00' },
    { day: 5, opens: '09:00', closes: '12:00' },
    { day: 6, opens: '10:00', closes: '14:00' },
  ];
  const christmas = [
    { date: '2026-12-25', name: 'Weihnachten' },
    { date: '2026-12-26', name: 'Stephanstag' },
  ];

  it.each([
    [
      'Monday to Sunday, from the week’s Monday: a holiday marked closed instead of its usual hours',
      '2026-12-21',
      [
        { day: 1, date: '2026-12-21', periods: [{ opens: '09:00', closes: '18:00' }] },
        { day: 2, date: '2026-12-22', periods: [] },
        { day: 3, date: '2026-12-23', periods: [] },
        { day: 4, date: '2026-12-24', periods: [{ opens: '09:00', closes: '18:00' }] },
        { day: 5, date: '2026-12-25', periods: [], closed: { name: 'Weihnachten' } },
        { day: 6, date: '2026-12-26', periods: [], closed: { name: 'Stephanstag' } },
        { day: 7, date: '2026-12-27', periods: [] },
      ],
    ],
    [
      'the seven days from today, across the turn of the year',
      '2026-12-26',
      [
        { day: 6, date: '2026-12-26', periods: [], closed: { name: 'Stephanstag' } },
        { day: 7, date: '2026-12-27', periods: [] },
        { day: 1, date: '2026-12-28', periods: [{ opens: '09:00', closes: '18:00' }] },
        { day: 2, date: '2026-12-29', periods: [] },
        { day: 3, date: '2026-12-30', periods: [] },
        { day: 4, date: '2026-12-31', periods: [{ opens: '09:00', closes: '18:00' }] },
        {
          day: 5,
          date: '2027-01-01',
          periods: [
            { opens: '09:00', closes: '12:00' },
            { opens: '14:00', closes: '18:00' },
          ],
        },
      ],
    ],
  ])('%s', (_case, from, week) => {
    expect(openingWeek(hours, { from, closedDays: christmas })).toEqual(week);
  });

  it('a week without closed days has its usual hours, dated', () => {
    const week = openingWeek(hours, { from: '2027-01-04', closedDays: christmas });
    expect(week.map((day) => [day.date, day.periods.length, day.closed])).toEqual([
      ['2027-01-04', 1, undefined],
      ['2027-01-05', 0, undefined],
      ['2027-01-06', 0, undefined],
      ['2027-01-07', 1, undefined],
      ['2027-01-08', 2, undefined],
      ['2027-01-09', 1, undefined],
      ['2027-01-10', 0, undefined],
    ]);
  });
});

describe('an instant in a branch’s time zone', () => {
  it.each([
    [
      'a Friday afternoon in Berlin (winter, UTC+1)',
      '2026-11-27T15:09:00Z',
      'Europe/Berlin',
      { day: 5, time: '16:09', date: '2026-11-27' },
    ],
    [
      'past midnight in Warsaw is already Saturday',
      '2026-11-27T23:30:00Z',
      'Europe/Warsaw',
      { day: 6, time: '00:30', date: '2026-11-28' },
    ],
    [
      'summer time in Zurich (UTC+2)',
      '2026-07-05T08:00:00Z',
      'Europe/Zurich',
      { day: 7, time: '10:00', date: '2026-07-05' },
    ],
    [
      'New Year’s Eve turns to New Year in Vienna before it does in UTC',
      '2026-12-31T23:15:00Z',
      'Europe/Vienna',
      { day: 5, time: '00:15', date: '2027-01-01' },
    ],
  ])('%s', (_case, instant, zone, moment) => {
    expect(localMomentIn(new Date(instant), zone)).toEqual(moment);
  });
});
