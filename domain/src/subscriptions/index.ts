export * from './iso-date.ts';
export * from './subscription.ts';
export * from './subscription-action.ts';
