export * from './search-submit.ts';
export * from './search-flyout.ts';
