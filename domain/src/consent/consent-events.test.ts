import { describe, expect, it } from 'vitest';
import {
  deferredReportConsentEvents,
  reportDelayAfterConsentEventMs,
  reportDelayAfterNavigationMs,
  reportDelayMs,
  tagManagerPageViewDelayMs,
  triggersDeferredReport,
} from './consent-events.ts';

describe('§4/§9 consent events and report delays', () => {
  it('§4 consent events approved, custom, screen off, banner closed', () => {
    expect(deferredReportConsentEvents).toEqual(['approved', 'custom', 'screen-off', 'banner-closed']);
  });

  it.each([
    ['approved', true],
    ['custom', true],
    ['screen-off', true],
    ['banner-closed', true],
    ['rejected', false],
    ['banner-shown', false],
    ['', false],
    ['Approved', false],
  ])('§4 the consent event %j triggers the deferred report: %s', (event, triggers) => {
    expect(triggersDeferredReport(event)).toBe(triggers);
  });

  it('§9 report 1000 ms after navigation, 100 ms after consent events, page view 500 ms in the other flow', () => {
    expect(reportDelayAfterNavigationMs).toBe(1000);
    expect(reportDelayAfterConsentEventMs).toBe(100);
    expect(tagManagerPageViewDelayMs).toBe(500);
  });

  it.each([
    ['navigation', 1000],
    ['consent-event', 100],
  ] as const)('§9 a report due to %s waits %i ms', (trigger, delay) => {
    expect(reportDelayMs(trigger)).toBe(delay);
  });
});
