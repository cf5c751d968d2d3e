export * from './iso-date.ts';
export * from './subscription.ts';
