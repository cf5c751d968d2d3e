export * from './wishlist-items.ts';
export * from './wishlist-to-basket.ts';
