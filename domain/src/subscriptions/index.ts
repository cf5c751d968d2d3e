export * from './iso-date.ts';
export * from './subscription.ts';
export * from './subscription-action.ts';
export * from './subscription-saving.ts';
