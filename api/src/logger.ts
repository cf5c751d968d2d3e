import { pino } from 'pino';
import type { Level, Logger } from 'pino';

export type LogLevel = Level | 'silent';

/** JSON lines on stdout, as log collectors read them. */
export function createLogger(level: LogLevel = 'info'): Logger {
  return pino({ level, base: { service: 'api' } });
}
