export * from './branch.ts';
export * from './branch-finder.ts';
