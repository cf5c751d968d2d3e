export * from './checkout-options.ts';
export * from './delivery-price.ts';
export * from './withdrawal-right.ts';
