export * from './gift-promotion.ts';
