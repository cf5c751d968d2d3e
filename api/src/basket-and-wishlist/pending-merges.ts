import type { Queryable } from '../db/db.ts';
import type { CollectionKeys } from './collection-keys.ts';

/** An anonymous basket and wishlist waiting to be merged into a customer's, with what already moved. */
export interface PendingMerge extends CollectionKeys {
  id: number;
  movedItemKeys: ReadonlySet<string>;
}

/** How long a merge may hold its row; one that ran longer has surely died. */
const mergeLeaseMs = 60_000;

/** Remembers the visitor's anonymous keys for the customer; a basket is remembered once. */
export async function rememberMerge(
  q: Queryable,
  merge: CollectionKeys & { shopId: number; customerId: number },
): Promise<void> {
  await q.query(
    `insert into basket_merges (shop_id, customer_id, basket_key, wishlist_key) values ($1, $2, $3, $4)
     on conflict (shop_id, basket_key) do nothing`,
    [merge.shopId, merge.customerId, merge.basketKey, merge.wishlistKey],
  );
}

/**
 * Takes the customer's pending merges that no other request holds, for `mergeLeaseMs` from `now`
 * (the app's clock, as sessions use). A merge another request holds is left to it.
 */
export async function claimMerges(
  q: Queryable,
  shopId: number,
  customerId: number,
  now: Date,
): Promise<PendingMerge[]> {
  const { rows } = await q.query<{ id: number; basket_key: string; wishlist_key: string }>(
    `update basket_merges set claimed_until = $4
      where shop_id = $1 and customer_id = $2 and (claimed_until is null or claimed_until <= $3)
      returning id, basket_key, wishlist_key`,
    [shopId, customerId, now, new Date(now.getTime() + mergeLeaseMs)],
  );
  if (rows.length === 0) return [];
  const moved = await q.query<{ merge_id: number; item_key: string }>(
    'select merge_id, item_key from basket_merge_moved_items where merge_id = any($1::bigint[])',
    [rows.map((row) => row.id)],
  );
  return rows
    .sort((a, b) => a.id - b.id)
    .map((row) => ({
      id: row.id,
      basketKey: row.basket_key,
      wishlistKey: row.wishlist_key,
      movedItemKeys: new Set(
        moved.rows.filter((item) => item.merge_id === row.id).map((item) => item.item_key),
      ),
    }));
}

export async function markMoved(q: Queryable, mergeId: number, itemKeys: readonly string[]): Promise<void> {
  await q.query(
    `insert into basket_merge_moved_items (merge_id, item_key)
     select $1, unnest($2::text[]) on conflict do nothing`,
    [mergeId, [...itemKeys]],
  );
}

/** Everything moved and the anonymous basket and wishlist are empty: nothing is left to remember. */
export async function finishMerge(q: Queryable, mergeId: number): Promise<void> {
  await q.query('delete from basket_merges where id = $1', [mergeId]);
}

/** Something is left behind: the next sign-in or mergeBaskets may take the merge again. */
export async function releaseMerge(q: Queryable, mergeId: number): Promise<void> {
  await q.query('update basket_merges set claimed_until = null where id = $1', [mergeId]);
}
