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
  });
});

describe('an instant in a branch’s time zone', () => {
  it.each([
    [
      'a Friday afternoon in Berlin (winter, UTC+1)',
      '2026-11-27T15:09:00Z',
      'Europe/Berlin',
      { day: 5, time: '16:09' },
    ],
    [
      'past midnight in Warsaw is already Saturday',
      '2026-11-27T23:30:00Z',
      'Europe/Warsaw',
      { day: 6, time: '00:30' },
    ],
    ['summer time in Zurich (UTC+2)', '2026-07-05T08:00:00Z', 'Europe/Zurich', { day: 7, time: '10:00' }],
  ])('%s', (_case, instant, zone, moment) => {
    expect(localMomentIn(new Date(instant), zone)).toEqual(moment);
  });
});
