export * from './branch.ts';
export * from './branch-finder.ts';
export * from './branch-search.ts';
export * from './public-holidays.ts';
