import type { ProductWith } from '@scayle/storefront-api';

/**
 * What a product tile (listing, search, wishlist) reads: attributes, variants with prices and the
 * §3 lowest prior price, images with their type attributes, the price range, and the other colours.
 */
export const productTileWith = {
  attributes: 'all',
  variants: { attributes: 'all', lowestPriorPrice: true },
  images: 'all',
  siblings: { attributes: 'all', images: 'all' },
  priceRange: true,
  lowestPriorPrice: true,
} as const satisfies ProductWith;

/** What a product page reads besides the tile's: the category paths (breadcrumb, §3 categories). */
export const productPageWith = {
  ...productTileWith,
  categories: 'all',
} as const satisfies ProductWith;
