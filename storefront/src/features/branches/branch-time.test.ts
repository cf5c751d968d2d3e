import { describe, expect, it } from 'vitest';
import { getShopByCode } from '@lumen/domain';
import type { ClosedDay, OpeningPeriod, ShopCode } from '@lumen/domain';
import { createI18n, loadMessages } from '../../i18n/i18n.ts';
import { formatDistance } from './branch-card.tsx';
import { openingStatusOf, weekdayName } from './branch-time.ts';

const lunchBreak: OpeningPeriod[] = [
  ...[1, 2, 3, 4, 5].flatMap((day) => [
    { day, opens: '09:00', closes: '13:00' },
    { day, opens: '14:00', closes: '18:30' },
  ]),
  { day: 6, opens: '09:00', closes: '13:00' },
];

async function statusIn(code: ShopCode, now: string, closedDays: ClosedDay[] = []) {
  const shop = getShopByCode(code);
  const i18n = createI18n(shop.locale, await loadMessages(shop.locale));
  return openingStatusOf(i18n.t, shop, { openingHours: lunchBreak, closedDays }, now);
}

const christmas: ClosedDay[] = [
  { date: '2026-12-25', name: '1. Weihnachtstag' },
  { date: '2026-12-26', name: '2. Weihnachtstag' },
];
/** A branch closed for two weeks of refitting, from Monday 4 January 2027. */
const refit: ClosedDay[] = Array.from({ length: 12 }, (_, index) => ({
  date: `2027-01-${String(4 + index).padStart(2, '0')}`,
  name: 'Umbau',
}));

describe('§2 whether a branch is open, in the market’s time zone and the shop’s language', () => {
  it.each([
    ['de-de', '2026-11-27T10:00:00Z', true, 'Jetzt geöffnet · schließt um 13:00 Uhr', 5],
    ['de-de', '2026-11-27T12:30:00Z', false, 'Geschlossen · öffnet heute um 14:00 Uhr', 5],
    ['de-ch', '2026-11-27T16:00:00Z', true, 'Jetzt geöffnet · schliesst um 18:30 Uhr', 5],
    ['fr-ch', '2026-11-28T13:00:00Z', false, 'Fermé · ouvre lundi à 09:00', 6],
    ['pl-pl', '2026-11-29T09:00:00Z', false, 'Zamknięte · otwarcie: poniedziałek, 09:00', 7],
    // 23:30 UTC on Friday is already Saturday morning in Prague: opens at nine.
    ['cs-cz', '2026-11-27T23:30:00Z', false, 'Zavřeno · otevírá dnes v 09:00', 6],
  ] as const)('%s at %s', async (code, now, open, text, today) => {
    expect(await statusIn(code, now)).toMatchObject({ open, text, today });
  });

  it.each([
    [
      'on a holiday the holiday is named and the next open day skips the next holiday',
      'de-de',
      '2026-12-25T10:00:00Z',
      christmas,
      'Heute geschlossen (1. Weihnachtstag) · öffnet am Montag um 09:00 Uhr',
    ],
    [
      'the evening before, the next opening is after the holidays',
      'de-de',
      '2026-12-24T18:00:00Z',
      christmas,
      'Geschlossen · öffnet am Montag um 09:00 Uhr',
    ],
    [
      'an opening more than six days ahead has its date',
      'de-de',
      '2027-01-04T10:00:00Z',
      refit,
      'Heute geschlossen (Umbau) · öffnet am Samstag, 16. Januar um 09:00 Uhr',
    ],
    [
      'in French',
      'fr-ch',
      '2026-12-25T10:00:00Z',
      [{ date: '2026-12-25', name: 'Noël' }],
      'Fermé aujourd’hui (Noël) · ouvre samedi à 09:00',
    ],
  ] as const)('§2 closed days: %s', async (_case, code, now, closedDays, text) => {
    expect(await statusIn(code, now, [...closedDays])).toMatchObject({ open: false, text });
  });

  it('names weekdays in the shop’s language, Monday first', () => {
    expect(weekdayName(getShopByCode('it-ch'), 1)).toBe('lunedì');
    expect(weekdayName(getShopByCode('de-at'), 7)).toBe('Sonntag');
  });
});

describe('a branch’s distance as the shop’s locale writes it', () => {
  it.each([
    [0.01, 'de-DE', '50 m'],
    [0.84, 'de-DE', '850 m'],
    [2.44, 'de-DE', '2,4 km'],
    [2.44, 'fr-CH', '2,4 km'],
    [37.4, 'pl-PL', '37 km'],
  ])('%s km in %s: %s', (km, locale, text) => {
    expect(formatDistance(km, locale).replace(/[\u00a0\u202f]/g, ' ')).toBe(text);
  });
});
