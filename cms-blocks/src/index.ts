export * from './registry/index.ts';
export * from './fields/index.ts';
export * from './hero/index.ts';
