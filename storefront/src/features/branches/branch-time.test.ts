import { describe, expect, it } from 'vitest';
import { getShopByCode } from '@lumen/domain';
import type { OpeningPeriod, ShopCode } from '@lumen/domain';
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

async function statusIn(code: ShopCode, now: string) {
  const shop = getShopByCode(code);
  const i18n = createI18n(shop.locale, await loadMessages(shop.locale));
  return openingStatusOf(i18n.t, shop, lunchBreak, now);
}

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
    expect(await statusIn(code, now)).toEqual({ open, text, today });
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
