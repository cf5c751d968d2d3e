export * from './delivery-status.ts';
export * from './order-status.ts';
