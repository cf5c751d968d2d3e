import { randomToken } from '../sessions/session-store.ts';

/** The keys of the basket and the wishlist one visitor sees. */
export interface CollectionKeys {
  basketKey: string;
  wishlistKey: string;
}

/** A new anonymous visitor's: random (256 bits), so nobody can guess another visitor's basket. */
export function anonymousCollectionKeys(): CollectionKeys {
  return { basketKey: randomToken(), wishlistKey: randomToken() };
}

/**
 * A customer's own basket and wishlist, the same on every device and after every sign-in, so no
 * table is needed to find them again. Derived from the customer id (unique across shops; the
 * backend keeps baskets per shop anyway). Only the api reaches the commerce backend (token or
 * basic credentials, or loopback), so a derived key gives nobody else a way in; anonymous keys
 * stay random because they are all a visitor has. Both fit the backend's `^[A-Za-z0-9_-]{1,100}$`
 * and can never equal a random token (43 characters, no fixed prefix of this shape).
 */
export function customerCollectionKeys(customerId: number): CollectionKeys {
  if (!Number.isSafeInteger(customerId) || customerId <= 0) {
    throw new RangeError(`A customer id is a positive integer, got ${customerId}`);
  }
  return { basketKey: `customer-${customerId}-basket`, wishlistKey: `customer-${customerId}-wishlist` };
}

/**
 * What a visitor without a session is shown: the backend's empty basket and wishlist under these
 * keys, read and never written (every change first gives the visitor a session and its own keys).
 * Reading costs no session, no cookie and no new backend row per crawler page view.
 */
export const emptyCollectionKeys: CollectionKeys = {
  basketKey: 'visitor-without-session',
  wishlistKey: 'visitor-without-session',
};
