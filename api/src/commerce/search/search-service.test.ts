import { getShopByCode } from '@lumen/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CatalogRows } from '../catalog/catalog-rows.ts';
import { fixtureProductId, searchFixtureRows } from './search-catalog.fixtures.ts';
import { createSearchService, defaultSearchRefreshTime, nextDailyRun } from './search-service.ts';
import type { SearchService } from './search-service.ts';

const german = getShopByCode('de-de');
const logger = () => ({ info: vi.fn(), error: vi.fn() });

function serviceWith(loadRows: () => Promise<CatalogRows>, log = logger()) {
  return { service: createSearchService({ loadRows, logger: log, indexOptions: { shops: [german] } }), log };
}

describe('search service: rebuilds', () => {
  it('answers nothing until built, then from the new index', async () => {
    const { service } = serviceWith(() => Promise.resolve(searchFixtureRows()));
    expect(service.current()).toBeUndefined();
    await expect(service.rebuild()).resolves.toBe(true);
    expect(service.current()?.suggest(german.shopId, 'wayfarer').products).toEqual([
      fixtureProductId('RB2140-901'),
    ]);
  });

  it('picks up catalogue changes on rebuild', async () => {
    const rows = searchFixtureRows();
    const { service } = serviceWith(() => Promise.resolve(structuredClone(rows)));
    await service.rebuild();
    rows.products.find((product) => product.referenceKey === 'RB2140-901')!.salesStatus = 'offline';
    await service.rebuild();
    expect(service.current()?.suggest(german.shopId, 'wayfarer').products).toEqual([]);
  });

  it('keeps the old index when a rebuild fails, and logs why', async () => {
    const failure = new Error('database gone');
    const load = vi
      .fn<() => Promise<CatalogRows>>()
      .mockResolvedValueOnce(searchFixtureRows())
      .mockRejectedValueOnce(failure);
    const { service, log } = serviceWith(load);
    await service.rebuild();
    const before = service.current();
    await expect(service.rebuild()).resolves.toBe(false);
    expect(service.current()).toBe(before);
    expect(log.error).toHaveBeenCalledWith({ err: failure }, expect.stringContaining('failed'));
  });

  it('runs one follow-up for any number of calls during a rebuild', async () => {
    let release: () => void = () => undefined;
    const load = vi.fn(
      () =>
        new Promise<CatalogRows>((resolve) => {
          release = () => resolve(searchFixtureRows());
        }),
    );
    const { service } = serviceWith(load);
    const first = service.rebuild();
    const second = service.rebuild();
    const third = service.rebuild();
    expect(second).toBe(third);
    expect(load).toHaveBeenCalledTimes(1);
    release();
    await first;
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    release();
    await expect(second).resolves.toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('§9 search cache refresh, default 04:00', () => {
  let service: SearchService;
  let load: ReturnType<typeof vi.fn<() => Promise<CatalogRows>>>;

  beforeEach(() => {
    vi.useFakeTimers();
    load = vi.fn(() => Promise.resolve(searchFixtureRows()));
    service = serviceWith(load).service;
  });

  afterEach(() => {
    service.stop();
    vi.useRealTimers();
  });

  it('§9 the default refresh time is 04:00', () => {
    expect(defaultSearchRefreshTime).toBe('04:00');
  });

  it('§9 rebuilds every day at 04:00 in the shop’s time zone', async () => {
    vi.setSystemTime(new Date('2025-07-01T10:00:00Z')); // 12:00 in Berlin
    service.scheduleDailyRefresh({ timeZone: 'Europe/Berlin' });
    await vi.advanceTimersByTimeAsync(new Date('2025-07-02T01:59:59Z').getTime() - Date.now());
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000); // 04:00 in Berlin
    expect(load).toHaveBeenCalledTimes(1);
    expect(service.current()).toBeDefined();
    await vi.advanceTimersByTimeAsync(24 * 60 * 60 * 1000 - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('takes another time and zone from configuration', async () => {
    vi.setSystemTime(new Date('2025-07-01T22:00:00Z'));
    service.scheduleDailyRefresh({ at: '23:30', timeZone: 'UTC' });
    await vi.advanceTimersByTimeAsync(90 * 60 * 1000 - 1);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stops refreshing when stopped, and a new schedule replaces the old one', async () => {
    vi.setSystemTime(new Date('2025-07-01T10:00:00Z'));
    service.scheduleDailyRefresh({ at: '11:00', timeZone: 'UTC' });
    service.scheduleDailyRefresh({ at: '12:00', timeZone: 'UTC' });
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(load).toHaveBeenCalledTimes(1);
    service.stop();
    await vi.advanceTimersByTimeAsync(3 * 24 * 60 * 60 * 1000);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the schedule going after a failed rebuild', async () => {
    load.mockRejectedValueOnce(new Error('timeout'));
    vi.setSystemTime(new Date('2025-07-01T03:00:00Z'));
    service.scheduleDailyRefresh({ at: '04:00', timeZone: 'UTC' });
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(service.current()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(24 * 60 * 60 * 1000);
    expect(load).toHaveBeenCalledTimes(2);
    expect(service.current()).toBeDefined();
  });
});

describe('§9 next refresh time', () => {
  it.each([
    ['2025-07-01T10:00:00Z', '04:00', 'Europe/Berlin', '2025-07-02T02:00:00.000Z'],
    ['2025-07-01T01:59:00Z', '04:00', 'Europe/Berlin', '2025-07-01T02:00:00.000Z'],
    ['2025-07-01T02:00:00Z', '04:00', 'Europe/Berlin', '2025-07-02T02:00:00.000Z'],
    ['2025-01-15T10:00:00Z', '04:00', 'Europe/Berlin', '2025-01-16T03:00:00.000Z'],
    // Across the changes to and from summer time the wall clock still reads 04:00.
    ['2025-03-29T12:00:00Z', '04:00', 'Europe/Berlin', '2025-03-30T02:00:00.000Z'],
    ['2025-10-25T12:00:00Z', '04:00', 'Europe/Berlin', '2025-10-26T03:00:00.000Z'],
    ['2025-12-31T23:30:00Z', '04:00', 'Europe/Warsaw', '2026-01-01T03:00:00.000Z'],
    ['2025-02-28T12:00:00Z', '00:15', 'UTC', '2025-03-01T00:15:00.000Z'],
  ])('after %s, %s in %s is at %s', (from, at, timeZone, next) => {
    expect(nextDailyRun(new Date(from), at, timeZone).toISOString()).toBe(next);
  });

  it.each(['4:00', '24:00', '04:60', 'four', ''])('refuses the time %j', (at) => {
    expect(() => nextDailyRun(new Date(), at, 'UTC')).toThrow(RangeError);
  });
});
