import type { CatalogRows } from '../catalog/catalog-rows.ts';
import { createSearchIndex } from './search-index.ts';
import type { SearchIndex, SearchIndexOptions } from './search-index.ts';

/** §9: the search index is rebuilt every day at this local time unless configured otherwise. */
export const defaultSearchRefreshTime = '04:00';

/** The part of the logger (pino) the service writes to. */
interface SearchServiceLogger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface SearchServiceDependencies {
  loadRows: () => Promise<CatalogRows>;
  logger: SearchServiceLogger;
  indexOptions?: SearchIndexOptions;
}

interface DailyRefresh {
  /** Local wall-clock time `HH:MM`. */
  at?: string;
  /** IANA time zone the time is read in; the process's own by default. */
  timeZone?: string;
}

export interface SearchService {
  /** The index answering now; undefined until the first rebuild succeeded. */
  current(): SearchIndex | undefined;
  /**
   * Builds a new index from freshly loaded rows and swaps it in; resolves true when it did. A
   * failure keeps the old index and is logged. Calls during a rebuild share one follow-up
   * rebuild, so a catalogue change made meanwhile is not lost.
   */
  rebuild(): Promise<boolean>;
  /** Rebuilds every day at the given time (§9 default 04:00); replaces an earlier schedule. */
  scheduleDailyRefresh(refresh?: DailyRefresh): void;
  /** Cancels the daily refresh. */
  stop(): void;
}

const timePattern = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Wall-clock parts of an instant in a time zone. */
function wallClock(instant: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((entry) => entry.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** The zone's offset from UTC at an instant, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  const wall = wallClock(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - (instant - (instant % 1000));
}

/** The instant a wall-clock time of a day happens in the zone (the later reading across a DST change). */
function instantOf(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  timeZone: string,
): number {
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  const first = guess - offsetAt(guess, timeZone);
  return guess - offsetAt(first, timeZone);
}

/** The next instant after `from` at which the zone's clock reads `at` (HH:MM). */
export function nextDailyRun(from: Date, at: string, timeZone: string): Date {
  const match = timePattern.exec(at);
  if (!match) throw new RangeError(`Search refresh time must be HH:MM, got ${at}`);
  const [hour, minute] = [Number(match[1]), Number(match[2])];
  const today = wallClock(from.getTime(), timeZone);
  for (let days = 0; days <= 2; days += 1) {
    // Date.UTC rolls day 32 into the next month, so adding days to the wall date is safe.
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + days));
    const run = instantOf(
      date.getUTCFullYear(),
      date.getUTCMonth() + 1,
      date.getUTCDate(),
      hour,
      minute,
      timeZone,
    );
    if (run > from.getTime()) return new Date(run);
  }
  throw new Error(`No run of ${at} found after ${from.toISOString()}`);
}

/**
 * Keeps the current search index: builds it from the catalogue on demand and every day at the
 * refresh time, and keeps answering from the last good index when a build fails.
 */
export function createSearchService(dependencies: SearchServiceDependencies): SearchService {
  const { loadRows, logger, indexOptions } = dependencies;
  let index: SearchIndex | undefined;
  let running: Promise<boolean> | undefined;
  let queued: Promise<boolean> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const build = async (): Promise<boolean> => {
    const started = performance.now();
    try {
      const rows = await loadRows();
      index = createSearchIndex(rows, indexOptions);
      logger.info(
        { products: rows.products.length, ms: Math.round(performance.now() - started) },
        'search index rebuilt',
      );
      return true;
    } catch (error) {
      logger.error({ err: error }, 'search index rebuild failed; the previous index stays');
      return false;
    }
  };

  const rebuild = (): Promise<boolean> => {
    if (!running) {
      running = build().finally(() => {
        running = undefined;
      });
      return running;
    }
    queued ??= running.then(() => {
      queued = undefined;
      return rebuild();
    });
    return queued;
  };

  const stop = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const scheduleDailyRefresh = ({
    at = defaultSearchRefreshTime,
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
  }: DailyRefresh = {}) => {
    stop();
    const scheduleNext = () => {
      const now = new Date();
      const next = nextDailyRun(now, at, timeZone);
      // One timeout per day rather than an interval: days are 23 or 25 hours long across DST.
      timer = setTimeout(() => {
        scheduleNext();
        void rebuild();
      }, next.getTime() - now.getTime());
      timer.unref();
    };
    scheduleNext();
  };

  return { current: () => index, rebuild, scheduleDailyRefresh, stop };
}
