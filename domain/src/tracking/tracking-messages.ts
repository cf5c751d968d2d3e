/**
 * §8 tracking messages. Tracking failures never reach the shopper: they are only logged, and the
 * page goes on without the tracker.
 */
export const trackingMessages = {
  analyticsScriptUnavailable: 'Analytics script unavailable',
  missingGoogleTagId: 'Missing Google-Tag-Id',
  tagManagerNotInitialized: 'Tagmanager not initialized',
} as const;
export type TrackingMessage = (typeof trackingMessages)[keyof typeof trackingMessages];
