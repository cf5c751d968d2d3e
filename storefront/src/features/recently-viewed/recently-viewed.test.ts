import { describe, expect, it } from 'vitest';
import {
  readRecentlyViewed,
  recentlyViewedKey,
  recentlyViewedLimit,
  rememberViewed,
  type RecentlyViewedStorage,
} from './recently-viewed.ts';

function memoryStorage(
  initial: Record<string, string> = {},
): RecentlyViewedStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

describe('recently viewed products, kept in the browser per shop', () => {
  it('lists the newest first, each product once, without the page’s own', () => {
    const storage = memoryStorage();
    rememberViewed(storage, 'de-de', 11, 1000);
    rememberViewed(storage, 'de-de', 12, 2000);
    rememberViewed(storage, 'de-de', 11, 3000);
    rememberViewed(storage, 'pl-pl', 99, 4000);
    expect(readRecentlyViewed(storage, 'de-de')).toEqual([11, 12]);
    expect(readRecentlyViewed(storage, 'de-de', 11)).toEqual([12]);
    expect(readRecentlyViewed(storage, 'pl-pl')).toEqual([99]);
  });

  it(`keeps at most ${recentlyViewedLimit}`, () => {
    const storage = memoryStorage();
    for (let id = 1; id <= recentlyViewedLimit + 3; id += 1) rememberViewed(storage, 'de-de', id, id);
    const ids = readRecentlyViewed(storage, 'de-de');
    expect(ids).toHaveLength(recentlyViewedLimit);
    expect(ids[0]).toBe(recentlyViewedLimit + 3);
  });

  it.each([
    ['no JSON', '{not json'],
    ['an object instead of a list', '{"id": 4}'],
    ['null', 'null'],
  ])('reads %s as an empty list', (_case, stored) => {
    const storage = memoryStorage({ [recentlyViewedKey('de-de')]: stored });
    expect(readRecentlyViewed(storage, 'de-de')).toEqual([]);
    rememberViewed(storage, 'de-de', 5, 10);
    expect(readRecentlyViewed(storage, 'de-de')).toEqual([5]);
  });

  it('drops entries that are no product ids, keeps the valid ones', () => {
    const stored = JSON.stringify([
      { id: 7, viewedAt: 5 },
      { id: -1, viewedAt: 6 },
      { id: '8', viewedAt: 7 },
      { id: 9.5, viewedAt: 8 },
      { id: 10 },
      '<script>',
      { id: 3, viewedAt: 9, extra: true },
      { id: 7, viewedAt: 1 },
    ]);
    const storage = memoryStorage({ [recentlyViewedKey('de-de')]: stored });
    expect(readRecentlyViewed(storage, 'de-de')).toEqual([3, 7]);
  });

  it('a storage that refuses to write keeps nothing and throws nothing', () => {
    const storage: RecentlyViewedStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(() => rememberViewed(storage, 'de-de', 1)).not.toThrow();
  });
});
