import type { BasketWith, WishlistWith } from '@scayle/storefront-api';
import { productTileWith } from '../commerce-client/product-includes.ts';

/**
 * What the basket page and popover read of an item (§2, §3): brand, name and attributes, the
 * images, the variant's attributes and §3 lowest prior price, and the item's promotion. Every
 * basket answer asks for the same, so an answer after a change looks like the one of getBasket.
 */
export const basketWith = {
  items: {
    product: {
      attributes: 'all',
      advancedAttributes: 'all',
      images: 'all',
      priceRange: true,
      lowestPriorPrice: true,
    },
    variant: { attributes: 'all', advancedAttributes: 'all', lowestPriorPrice: true },
    promotion: true,
  },
  applicablePromotions: true,
} as const satisfies BasketWith;

/** A wishlist shows its items as product tiles, with the variant that was chosen. */
export const wishlistWith = {
  items: {
    product: productTileWith,
    variant: { attributes: 'all', lowestPriorPrice: true },
  },
} as const satisfies WishlistWith;
