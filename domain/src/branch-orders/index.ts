export * from './branch-order.ts';
