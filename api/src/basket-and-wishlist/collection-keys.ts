import type { Queryable } from '../db/db.ts';

/** The keys of the basket and the wishlist one visitor sees. */
export interface CollectionKeys {
  basketKey: string;
  wishlistKey: string;
}

/**
 * A customer's own basket and wishlist, the same on every device and after every sign-in: random
 * keys made with the customer's row (migration 0015; before it they were `customer-{id}-basket`,
 * which anyone who reached the commerce backend could work out from an id). 64 hex digits, so
 * they fit the backend's `^[A-Za-z0-9_-]{1,100}$` and never equal an anonymous key (43 characters).
 */
export async function customerCollectionKeys(q: Queryable, customerId: number): Promise<CollectionKeys> {
  const { rows } = await q.query<{ basket_key: string; wishlist_key: string }>(
    'select basket_key, wishlist_key from customers where id = $1',
    [customerId],
  );
  const row = rows[0];
  if (!row) throw new Error(`Customer ${customerId} has no basket and wishlist keys: no such customer`);
  return { basketKey: row.basket_key, wishlistKey: row.wishlist_key };
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
