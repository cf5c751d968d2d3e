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
