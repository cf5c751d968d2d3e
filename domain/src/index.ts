export * from './shops/index.ts';
export * from './rpc/index.ts';
export * from './routing/index.ts';
export * from './layout/index.ts';
