export * from './checkout-options.ts';
