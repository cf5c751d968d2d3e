import type { Logger } from 'pino';
import type { Queryable } from '../db/db.ts';
import { findSpace } from './content-repository.ts';

export interface ContentVersionWatch {
  /** The space's version now (Storyblok's `cv`: its last change, in Unix seconds). */
  check(): Promise<number | undefined>;
  stop(): void;
}

/**
 * Watches the content space's version, which every process on the database reads alike, and tells
 * `onChange` when it moves: content is edited in the database (the seed, an import, an editor),
 * not through this process, so asking is the way to hear of it.
 */
export function watchContentVersion(options: {
  db: Queryable;
  spaceId: number;
  intervalMs: number;
  logger: Logger;
  onChange: (cv: number) => void;
}): ContentVersionWatch {
  let known: number | undefined;
  const check = async () => {
    const cv = (await findSpace(options.db, options.spaceId))?.cv;
    if (cv !== undefined && cv !== known) {
      known = cv;
      options.onChange(cv);
    }
    return cv;
  };
  const timer = setInterval(() => {
    check().catch((error: unknown) => {
      options.logger.error({ err: error }, 'checking the content for changes failed');
    });
  }, options.intervalMs);
  timer.unref();
  return { check, stop: () => clearInterval(timer) };
}
