import { breakpoints } from '../layout/breakpoints.ts';
import type { BreakpointName } from '../layout/breakpoints.ts';

/** §9: the viewport cookie: the current breakpoint, 365 days, SameSite Strict, Secure behind https. */
export const viewportCookie = {
  name: 'viewport',
  maxAgeSeconds: 365 * 24 * 60 * 60,
  path: '/',
  sameSite: 'Strict',
} as const;

/** The largest §9 breakpoint a viewport of `width` CSS pixels has reached (the smallest below all). */
export function breakpointOfWidth(width: number): BreakpointName {
  const reached = (Object.entries(breakpoints) as [BreakpointName, number][])
    .filter(([, minimum]) => width >= minimum)
    .sort(([, a], [, b]) => b - a);
  return reached[0]?.[0] ?? 'account-menu-mobile';
}

/** §9 "Page reload guard 10 s": a failed chunk load reloads the page at most once in this time. */
export const pageReloadGuardMs = 10_000;

/** Whether a chunk load error may reload the page now, given when it last did (ms since epoch). */
export function mayReloadAfterChunkError(now: number, lastReloadAt: number | undefined): boolean {
  return lastReloadAt === undefined || now - lastReloadAt >= pageReloadGuardMs;
}

/** §9: at most 4 route preloads at a time. */
export const maxConcurrentPreloads = 4;

/** The parts of the Network Information API that §9 reads. */
export interface NetworkHints {
  saveData?: boolean;
  effectiveType?: string;
}

/** §9: with Save-Data or a 2g connection, nothing is preloaded. */
export function allowsPreload(network: NetworkHints | undefined): boolean {
  if (!network) return true;
  return network.saveData !== true && network.effectiveType !== '2g' && network.effectiveType !== 'slow-2g';
}
