export * from './navigation-visibility.ts';
export * from './cms-colour.ts';
export * from './flyout-columns.ts';
