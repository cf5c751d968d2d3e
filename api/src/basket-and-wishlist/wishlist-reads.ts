import type { Wishlist } from '@lumen/domain';
import type { StorefrontAPIClient } from '@scayle/storefront-api';
import { commerceCall } from '../commerce-client/commerce-call.ts';
import { wishlistWith } from './collection-includes.ts';
import { readWishlist } from './collection-answers.ts';

/** The wishlist under `wishlistKey`, as every wishlist answer shows it. */
export async function getWishlist(commerce: StorefrontAPIClient, wishlistKey: string): Promise<Wishlist> {
  return readWishlist(await commerceCall(() => commerce.wishlist.get(wishlistKey, { with: wishlistWith })));
}
