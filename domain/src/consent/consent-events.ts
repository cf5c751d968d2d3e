/**
 * §4: the consent manager events after which a report that waited for consent is sent: the
 * shopper approved all, saved a custom choice, left the preference screen, or closed the banner.
 */
export const deferredReportConsentEvents = ['approved', 'custom', 'screen-off', 'banner-closed'] as const;
export type ConsentEvent = (typeof deferredReportConsentEvents)[number];

/** Whether a consent manager event triggers the deferred report (§4). */
export function triggersDeferredReport(event: string): event is ConsentEvent {
  return (deferredReportConsentEvents as readonly string[]).includes(event);
}

/** §9: the report waits 1000 ms after a navigation, so the page has its title and type. */
export const reportDelayAfterNavigationMs = 1000;

/** §9: after a consent event the deferred report goes out 100 ms later. */
export const reportDelayAfterConsentEventMs = 100;

/**
 * §2/§9: the other flow (tracking events for the tag manager) sends its page view 500 ms after a
 * navigation.
 */
export const tagManagerPageViewDelayMs = 500;

/** What made the analytics report due. */
export type ReportTrigger = 'navigation' | 'consent-event';

/** §9: how long the analytics report waits after what made it due. */
export function reportDelayMs(trigger: ReportTrigger): number {
  switch (trigger) {
    case 'navigation':
      return reportDelayAfterNavigationMs;
    case 'consent-event':
      return reportDelayAfterConsentEventMs;
  }
}
