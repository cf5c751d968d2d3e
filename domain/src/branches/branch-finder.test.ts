import { describe, expect, it } from 'vitest';
import { distanceKm, findBranches, openingStateAt } from './branch-finder.ts';
import type { OpeningPeriod } from './branch.ts';
import { BranchSchema } from './branch.ts';
import type { Branch } from './branch.ts';

const weekdays = (opens: string, closes: string): OpeningPeriod[] =>
  [1, 2, 3, 4, 5].map((day) => ({ day, opens, closes }));

function branch(id: string, city: string, lat: number, lng: number, extra: Partial<Branch> = {}): Branch {
  return BranchSchema.parse({
    id,
    name: `Lumen Optik ${city}`,
    country: 'DE',
    county: 'Bayern',
    countySlug: 'bayern',
    city,
    citySlug: city.toLowerCase().replace('ü', 'ue'),
    street: 'Hauptstraße',
    houseNumber: '1',
    zipCode: '80331',
    phone: '+49 89 123456',
    email: 'filiale@lumen-optik.example',
    geo: { lat, lng },
    openingHours: weekdays('09:00', '18:00'),
    services: ['GL', 'CL'],
    ropo: true,
    ...extra,
  });
}

const munich = branch('1001', 'München', 48.137, 11.575);
const augsburg = branch('1002', 'Augsburg', 48.371, 10.898, { services: ['GL', 'HA'], ropo: false });
const berlin = branch('1003', 'Berlin', 52.52, 13.405);

describe('store finder (§2 find-branch with ropo-ids, service and branch-id)', () => {
  it('measures Munich to Berlin as about 504 km', () => {
    expect(distanceKm(munich.geo, berlin.geo)).toBeCloseTo(504.4, 0);
    expect(distanceKm(munich.geo, munich.geo)).toBe(0);
  });

  it.each([
    [{ near: { lat: 48.4, lng: 10.9 } }, ['1002', '1001', '1003']],
    // From Hamburg: Berlin ~255 km, Augsburg ~585 km, Munich ~612 km.
    [{ near: { lat: 53.55, lng: 9.99 } }, ['1003', '1002', '1001']],
    [{}, ['1002', '1003', '1001']],
    [{ service: 'HA' as const }, ['1002']],
    [{ service: 'CL' as const, near: { lat: 52.5, lng: 13.4 } }, ['1003', '1001']],
    [{ ropoOnly: true }, ['1003', '1001']],
    [{ ropoOnly: false }, ['1002', '1003', '1001']],
  ])('%j finds %j', (search, ids) => {
    expect(findBranches([munich, augsburg, berlin], search).map((found) => found.id)).toEqual(ids);
  });

  it('sorts branches of one city by name', () => {
    const second = branch('1004', 'München', 48.1, 11.5, { name: 'Lumen Optik Marienplatz' });
    expect(findBranches([munich, second], {}).map((found) => found.id)).toEqual(['1004', '1001']);
  });
});

describe('opening hours of a branch', () => {
  const withLunch: OpeningPeriod[] = [
    { day: 1, opens: '09:00', closes: '12:30' },
    { day: 1, opens: '14:00', closes: '18:30' },
    { day: 6, opens: '10:00', closes: '14:00' },
  ];
  it.each([
    [
      { day: 1, time: '08:59' },
      { open: false, opensNext: { day: 1, time: '09:00' } },
    ],
    [
      { day: 1, time: '09:00' },
      { open: true, closesAt: '12:30' },
    ],
    [
      { day: 1, time: '12:29' },
      { open: true, closesAt: '12:30' },
    ],
    [
      { day: 1, time: '12:30' },
      { open: false, opensNext: { day: 1, time: '14:00' } },
    ],
    [
      { day: 1, time: '18:30' },
      { open: false, opensNext: { day: 6, time: '10:00' } },
    ],
    [
      { day: 6, time: '13:59' },
      { open: true, closesAt: '14:00' },
    ],
    [
      { day: 6, time: '14:00' },
      { open: false, opensNext: { day: 1, time: '09:00' } },
    ],
    [
      { day: 7, time: '11:00' },
      { open: false, opensNext: { day: 1, time: '09:00' } },
    ],
  ])('at %j the branch is %j', (moment, state) => {
    expect(openingStateAt(withLunch, moment)).toEqual(state);
  });

  it('a branch without hours never opens', () => {
    expect(openingStateAt([], { day: 3, time: '10:00' })).toEqual({ open: false, opensNext: null });
  });

  it.each([
    [{ day: 0, opens: '09:00', closes: '18:00' }],
    [{ day: 8, opens: '09:00', closes: '18:00' }],
    [{ day: 1, opens: '9:00', closes: '18:00' }],
    [{ day: 1, opens: '18:00', closes: '09:00' }],
    [{ day: 1, opens: '24:00', closes: '25:00' }],
  ])('refuses the opening period %j', (period) => {
    expect(() => branch('1005', 'Passau', 48.5, 13.4, { openingHours: [period] })).toThrow();
  });

  it.each([['12'], ['1234567'], ['abc']])('refuses the branch id %s', (id) => {
    expect(() => branch(id, 'Passau', 48.5, 13.4)).toThrow();
  });
});

describe('§2 branch detail: today’s state (open now, closes at, opens at) respects the closed days', () => {
  /** Weekdays 9–18:30, Saturday mornings, closed on Sunday. */
  const hours: OpeningPeriod[] = [...weekdays('09:00', '18:30'), { day: 6, opens: '10:00', closes: '14:00' }];
  // Christmas 2026: Thursday 24 open, Friday 25 and Saturday 26 closed, Sunday 27 no hours.
  const christmas = [
    { date: '2026-12-25', name: '1. Weihnachtstag' },
    { date: '2026-12-26', name: '2. Weihnachtstag' },
  ];
  const mondayAfter = { open: false, opensNext: { day: 1, time: '09:00', date: '2026-12-28' } };

  it.each([
    [
      'the day before is as usual',
      { day: 4, time: '10:00', date: '2026-12-24' },
      { open: true, closesAt: '18:30' },
    ],
    [
      'after closing the day before, it skips both holidays',
      { day: 4, time: '18:30', date: '2026-12-24' },
      mondayAfter,
    ],
    [
      'a holiday within its usual hours is closed',
      { day: 5, time: '10:00', date: '2026-12-25' },
      mondayAfter,
    ],
    [
      'a holiday before its usual opening does not open later',
      { day: 5, time: '08:00', date: '2026-12-25' },
      mondayAfter,
    ],
    ['a holiday on a Saturday', { day: 6, time: '11:00', date: '2026-12-26' }, mondayAfter],
    [
      'the morning after opens today, with the date',
      { day: 1, time: '08:00', date: '2026-12-28' },
      { open: false, opensNext: { day: 1, time: '09:00', date: '2026-12-28' } },
    ],
    [
      'a closed day past does not matter',
      { day: 2, time: '19:00', date: '2026-12-29' },
      { open: false, opensNext: { day: 3, time: '09:00', date: '2026-12-30' } },
    ],
  ])('%s: at %j', (_case, moment, state) => {
    expect(openingStateAt(hours, moment, christmas)).toEqual(state);
  });

  it('opens more than a week later when its only opening day is closed (Easter Monday)', () => {
    const mondaysOnly: OpeningPeriod[] = [{ day: 1, opens: '09:00', closes: '10:00' }];
    const easterMonday = [{ date: '2026-04-06', name: 'Ostermontag' }];
    expect(openingStateAt(mondaysOnly, { day: 5, time: '12:00', date: '2026-04-03' }, easterMonday)).toEqual({
      open: false,
      opensNext: { day: 1, time: '09:00', date: '2026-04-13' },
    });
    expect(
      openingStateAt(
        mondaysOnly,
        { day: 5, time: '12:00', date: '2026-04-03' },
        ['2026-04-06', '2026-04-13', '2026-04-20'].map((date) => ({ date, name: 'Betriebsferien' })),
      ),
    ).toEqual({ open: false, opensNext: { day: 1, time: '09:00', date: '2026-04-27' } });
  });

  it('a branch without hours never opens, closed days or not', () => {
    expect(openingStateAt([], { day: 5, time: '10:00', date: '2026-12-25' }, christmas)).toEqual({
      open: false,
      opensNext: null,
    });
  });

  it('without closed days a moment is read by its weekday, as before', () => {
    expect(openingStateAt(hours, { day: 5, time: '10:00', date: '2026-12-25' })).toEqual({
      open: true,
      closesAt: '18:30',
    });
    expect(openingStateAt(hours, { day: 6, time: '15:00', date: '2026-12-26' })).toEqual({
      open: false,
      opensNext: { day: 1, time: '09:00' },
    });
  });

  it('a branch has no closed days unless given, and refuses a closed day without a date or a name', () => {
    expect(branch('1006', 'Passau', 48.5, 13.4).closedDays).toEqual([]);
    expect(branch('1006', 'Passau', 48.5, 13.4, { closedDays: christmas }).closedDays).toEqual(christmas);
    expect(() =>
      branch('1006', 'Passau', 48.5, 13.4, { closedDays: [{ date: '2026-12-32', name: 'x' }] }),
    ).toThrow();
    expect(() =>
      branch('1006', 'Passau', 48.5, 13.4, { closedDays: [{ date: '2026-12-25', name: '' }] }),
    ).toThrow();
  });
});
