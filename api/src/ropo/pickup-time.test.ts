import type { OpeningPeriod } from '@lumen/domain';
import { describe, expect, it } from 'vitest';
import { pickupReadyFrom, zonedInstant } from './pickup-time.ts';

const weekdays = [1, 2, 3, 4, 5];
/** A Berlin branch: weekdays with a lunch break, Saturday mornings, closed on Sunday. */
const berlin = {
  timeZone: 'Europe/Berlin',
  openingHours: [
    ...weekdays.flatMap((day): OpeningPeriod[] => [
      { day, opens: '09:00', closes: '12:30' },
      { day, opens: '13:30', closes: '18:30' },
    ]),
    { day: 6, opens: '10:00', closes: '14:00' },
  ],
};
/** Open on Mondays from 9 to 10 only. */
const mondaysOnly = {
  timeZone: 'Europe/Berlin',
  openingHours: [{ day: 1, opens: '09:00', closes: '10:00' }],
};

describe('when reserved frames can be picked up (a day later, when the branch is open)', () => {
  it.each([
    ['open a day later', berlin, '2025-07-01T08:00:00Z', '2025-07-02T08:00:00.000Z'],
    ['a day later is the lunch break', berlin, '2025-07-01T11:00:00Z', '2025-07-02T11:30:00.000Z'],
    ['a day later is Saturday evening', berlin, '2025-07-04T17:00:00Z', '2025-07-07T07:00:00.000Z'],
    ['a day later is Sunday', berlin, '2025-07-05T09:00:00Z', '2025-07-07T07:00:00.000Z'],
    ['before opening in winter (UTC+1)', berlin, '2025-12-04T05:00:00Z', '2025-12-05T08:00:00.000Z'],
    ['across the October clock change', berlin, '2025-10-25T16:00:00Z', '2025-10-27T08:00:00.000Z'],
    ['the only opening day is the next day', mondaysOnly, '2025-06-29T07:30:00Z', '2025-06-30T07:30:00.000Z'],
    [
      'the only opening day has closed already',
      mondaysOnly,
      '2025-06-29T08:00:00Z',
      '2025-07-07T07:00:00.000Z',
    ],
    ['the only opening day opens later', mondaysOnly, '2025-06-29T05:00:00Z', '2025-06-30T07:00:00.000Z'],
    [
      'no opening hours: the lead time alone',
      { timeZone: 'Europe/Berlin', openingHours: [] },
      '2025-07-05T09:00:00Z',
      '2025-07-06T09:00:00.000Z',
    ],
  ])('%s', (_case, branch, now, readyFrom) => {
    expect(pickupReadyFrom(branch, new Date(now)).toISOString()).toBe(readyFrom);
  });

  const christmas = [
    { date: '2025-12-25', name: '1. Weihnachtstag' },
    { date: '2025-12-26', name: '2. Weihnachtstag' },
  ];
  it.each([
    [
      '§2 holidays: a day later is Christmas Day: the first opening after both holidays',
      { ...berlin, closedDays: christmas },
      '2025-12-24T08:00:00Z',
      '2025-12-27T09:00:00.000Z',
    ],
    [
      'the day before the holidays is as usual',
      { ...berlin, closedDays: christmas },
      '2025-12-23T08:00:00Z',
      '2025-12-24T08:00:00.000Z',
    ],
    [
      'the only opening day is Easter Monday: a week later',
      { ...mondaysOnly, closedDays: [{ date: '2026-04-06', name: 'Ostermontag' }] },
      '2026-04-05T07:30:00Z',
      '2026-04-13T07:00:00.000Z',
    ],
    [
      'no opening hours: the lead time alone, holiday or not',
      { timeZone: 'Europe/Berlin', openingHours: [], closedDays: christmas },
      '2025-12-24T09:00:00Z',
      '2025-12-25T09:00:00.000Z',
    ],
  ])('%s', (_case, branch, now, readyFrom) => {
    expect(pickupReadyFrom(branch, new Date(now)).toISOString()).toBe(readyFrom);
  });

  it('counts the lead time given', () => {
    expect(pickupReadyFrom(berlin, new Date('2025-07-01T08:00:00Z'), 0).toISOString()).toBe(
      '2025-07-01T08:00:00.000Z',
    );
  });
});

describe('wall-clock time of a zone as an instant', () => {
  it.each([
    ['2025-07-02', '09:00', 'Europe/Berlin', '2025-07-02T07:00:00.000Z'],
    ['2025-01-15', '09:00', 'Europe/Berlin', '2025-01-15T08:00:00.000Z'],
    ['2025-03-30', '09:00', 'Europe/Berlin', '2025-03-30T07:00:00.000Z'],
    ['2025-10-26', '09:00', 'Europe/Berlin', '2025-10-26T08:00:00.000Z'],
    ['2025-07-02', '09:00', 'Europe/Warsaw', '2025-07-02T07:00:00.000Z'],
  ])('%s %s in %s is %s', (date, time, zone, instant) => {
    expect(zonedInstant(date, time, zone).toISOString()).toBe(instant);
  });
});
