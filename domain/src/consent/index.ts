export * from './analytics-consent.ts';
export * from './consent-events.ts';
export * from './regulation.ts';
