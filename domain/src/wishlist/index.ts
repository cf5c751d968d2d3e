export * from './wishlist-items.ts';
