import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPageViewScheduler } from './page-view-scheduler.ts';
import type { VisitedPage } from './page-view-report.ts';

const home: VisitedPage = { path: '/', search: '', referrer: '' };
const branches: VisitedPage = { path: '/salony/', search: '', referrer: 'http://pl-pl.localhost/' };

function schedulerWith(consent: { given: boolean }) {
  const report = vi.fn<(page: VisitedPage) => void>();
  const scheduler = createPageViewScheduler({ mayReport: () => consent.given, report });
  return { scheduler, report };
}

describe('§4/§9 when page views are reported', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('§9 1000 ms after a navigation, not before', () => {
    const { scheduler, report } = schedulerWith({ given: true });
    scheduler.navigated(home);
    vi.advanceTimersByTime(999);
    expect(report).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(report).toHaveBeenCalledExactlyOnceWith(home);
  });

  it('a page left within 1000 ms is not reported; the next one is', () => {
    const { scheduler, report } = schedulerWith({ given: true });
    scheduler.navigated(home);
    vi.advanceTimersByTime(600);
    scheduler.navigated(branches);
    vi.advanceTimersByTime(1000);
    expect(report.mock.calls).toEqual([[branches]]);
  });

  it('the same page told twice (hydration, then the router) is one view', () => {
    const { scheduler, report } = schedulerWith({ given: true });
    scheduler.navigated(home);
    vi.advanceTimersByTime(500);
    scheduler.navigated({ ...home });
    vi.advanceTimersByTime(5000);
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('§4 nothing without consent', () => {
    const { scheduler, report } = schedulerWith({ given: false });
    scheduler.navigated(home);
    scheduler.consentEvent();
    vi.advanceTimersByTime(10_000);
    expect(report).not.toHaveBeenCalled();
  });

  it('§9 a view held back for consent goes out 100 ms after the consent event', () => {
    const consent = { given: false };
    const { scheduler, report } = schedulerWith(consent);
    scheduler.navigated(branches);
    vi.advanceTimersByTime(3000);
    consent.given = true;
    scheduler.consentEvent();
    vi.advanceTimersByTime(99);
    expect(report).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(report).toHaveBeenCalledExactlyOnceWith(branches);
  });

  it('consent given while the navigation’s 1000 ms run: one report, at 1000 ms', () => {
    const consent = { given: false };
    const { scheduler, report } = schedulerWith(consent);
    scheduler.navigated(home);
    vi.advanceTimersByTime(200);
    consent.given = true;
    scheduler.consentEvent();
    vi.advanceTimersByTime(799);
    expect(report).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(report).toHaveBeenCalledTimes(1);
    scheduler.consentEvent();
    vi.advanceTimersByTime(1000);
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('a page already reported is not reported again on a consent event', () => {
    const { scheduler, report } = schedulerWith({ given: true });
    scheduler.navigated(home);
    vi.advanceTimersByTime(1000);
    scheduler.consentEvent();
    vi.advanceTimersByTime(1000);
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('a consent event before any navigation reports nothing', () => {
    const { scheduler, report } = schedulerWith({ given: true });
    scheduler.consentEvent();
    vi.advanceTimersByTime(1000);
    expect(report).not.toHaveBeenCalled();
  });

  it('nothing goes out once disposed', () => {
    const { scheduler, report } = schedulerWith({ given: true });
    scheduler.navigated(home);
    scheduler.dispose();
    vi.advanceTimersByTime(5000);
    expect(report).not.toHaveBeenCalled();
  });
});
