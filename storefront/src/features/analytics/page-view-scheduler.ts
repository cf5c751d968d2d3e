import { reportDelayMs } from '@lumen/domain';
import type { VisitedPage } from './page-view-report.ts';

export interface Timers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export const globalTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface PageViewSchedulerOptions {
  /** §4: whether page views may be reported now. */
  mayReport: () => boolean;
  /** Sends the page's report. */
  report: (page: VisitedPage) => void;
  timers?: Timers;
}

export interface PageViewScheduler {
  /** A navigation to `page` finished: its view is reported 1000 ms later (§9). */
  navigated(page: VisitedPage): void;
  /** A consent event of §4 came: a view still unreported goes out 100 ms later (§9). */
  consentEvent(): void;
  dispose(): void;
}

/**
 * When page views go out (§4, §9): 1000 ms after a navigation, so the page has its title and type;
 * a page left sooner is not reported. A view held back for want of consent is sent 100 ms after a
 * consent event, if consent now allows it; one still waiting for its 1000 ms keeps waiting (the page
 * may not have its title yet). Each page is reported at most once.
 */
export function createPageViewScheduler({
  mayReport,
  report,
  timers = globalTimers,
}: PageViewSchedulerOptions): PageViewScheduler {
  let current: VisitedPage | undefined;
  let reported = false;
  let timer: unknown;

  function schedule(delay: number) {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = timers.setTimeout(() => {
      timer = undefined;
      if (!current || reported || !mayReport()) return;
      reported = true;
      report(current);
    }, delay);
  }

  return {
    navigated(page) {
      // The router may tell of the page the browser opened on once more (hydration): one view.
      if (current?.path === page.path) return;
      current = page;
      reported = false;
      schedule(reportDelayMs('navigation'));
    },
    consentEvent() {
      // A navigation's report still waiting asks for consent itself when its time comes.
      if (!current || reported || timer !== undefined) return;
      schedule(reportDelayMs('consent-event'));
    },
    dispose() {
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = undefined;
    },
  };
}
