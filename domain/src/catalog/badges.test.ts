import { describe, expect, it } from 'vitest';
import { badgePriority, badgesToShow, productBadges } from './badges.ts';
import type { Badge, ProductBadgeSource } from './badges.ts';

const yes = { values: { label: 'Ja', value: 'ja' } };
const no = { values: { label: 'Nein', value: 'nein' } };

describe('§4 badge priority', () => {
  it('orders new, sold out, online-only, sustainable, premium', () => {
    expect(badgePriority).toEqual(['new', 'sold_out', 'online_exclusive', 'sustainable', 'premium']);
  });

  it.each<[Badge[], number | undefined, Badge[]]>([
    [['premium', 'new'], undefined, ['new', 'premium']],
    [
      ['sustainable', 'sold_out', 'online_exclusive'],
      undefined,
      ['sold_out', 'online_exclusive', 'sustainable'],
    ],
    [['premium', 'sustainable', 'online_exclusive', 'sold_out', 'new'], undefined, [...badgePriority]],
    [['premium', 'premium', 'new'], undefined, ['new', 'premium']],
    [[], undefined, []],
    [['premium', 'sustainable', 'new'], 2, ['new', 'sustainable']],
    [['premium', 'sustainable', 'new'], 1, ['new']],
    [['premium', 'sustainable', 'new'], 0, []],
    [['premium'], 3, ['premium']],
  ])('%j limited to %s shows %j', (badges, limit, shown) => {
    expect(badgesToShow(badges, limit)).toEqual(shown);
  });

  it.each([-1, 1.5, Number.NaN])('refuses the limit %s', (limit) => {
    expect(() => badgesToShow(['new'], limit)).toThrow(
      `Badge limit must be a whole number of at least 0, got ${limit}`,
    );
  });
});

describe('§4 badges a product earns', () => {
  it.each<[string, ProductBadgeSource, number | undefined, Badge[]]>([
    ['nothing', { isNew: false, isSoldOut: false }, undefined, []],
    ['new', { isNew: true, isSoldOut: false }, undefined, ['new']],
    ['no isNew field', { isSoldOut: true }, undefined, ['sold_out']],
    [
      'every attribute',
      {
        isNew: true,
        isSoldOut: true,
        attributes: { premium: yes, sustainable: yes, onlineExclusive: yes },
      },
      undefined,
      ['new', 'sold_out', 'online_exclusive', 'sustainable', 'premium'],
    ],
    [
      'online-only only',
      { isNew: false, isSoldOut: false, attributes: { onlineExclusive: yes, premium: no } },
      undefined,
      ['online_exclusive'],
    ],
    [
      'sustainable and premium',
      { isSoldOut: false, attributes: { sustainable: yes, premium: yes } },
      undefined,
      ['sustainable', 'premium'],
    ],
    [
      'limited to two',
      { isNew: true, isSoldOut: true, attributes: { premium: yes } },
      2,
      ['new', 'sold_out'],
    ],
    ['attributes null', { isNew: false, isSoldOut: false, attributes: null }, undefined, []],
  ])('%s', (_case, product, limit, badges) => {
    expect(productBadges(product, limit)).toEqual(badges);
  });
});
