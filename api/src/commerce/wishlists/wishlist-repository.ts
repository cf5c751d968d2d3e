import type { ItemGroup } from '@lumen/domain';
import type { Queryable } from '../../db/db.ts';

/** A wishlist entry as stored: a product and, when one was chosen, its variant. */
export interface WishlistEntryRow {
  key: string;
  productId: number;
  variantId: number | null;
  itemGroup: ItemGroup | null;
  customData: Record<string, unknown>;
}

interface DbRow {
  key: string;
  product_id: number;
  variant_id: number | null;
  item_group: ItemGroup | null;
  custom_data: Record<string, unknown>;
}

async function insertWishlist(q: Queryable, shopId: number, key: string): Promise<void> {
  await q.query(
    'insert into wishlists (shop_id, key) values ($1, $2) on conflict (shop_id, key) do nothing',
    [shopId, key],
  );
}

/** The wishlist's id, if it exists. */
export async function findWishlist(q: Queryable, shopId: number, key: string): Promise<number | undefined> {
  const { rows } = await q.query<{ id: number }>('select id from wishlists where shop_id = $1 and key = $2', [
    shopId,
    key,
  ]);
  return rows[0]?.id;
}

/** The wishlist's id, creating it on first use. */
export async function ensureWishlist(q: Queryable, shopId: number, key: string): Promise<number> {
  await insertWishlist(q, shopId, key);
  const { rows } = await q.query<{ id: number }>('select id from wishlists where shop_id = $1 and key = $2', [
    shopId,
    key,
  ]);
  return rows[0]!.id;
}

/** Creates the wishlist if needed and locks it until the transaction ends (the count limit holds). */
export async function lockWishlist(tx: Queryable, shopId: number, key: string): Promise<number> {
  await insertWishlist(tx, shopId, key);
  const { rows } = await tx.query<{ id: number }>(
    'select id from wishlists where shop_id = $1 and key = $2 for update',
    [shopId, key],
  );
  return rows[0]!.id;
}

export async function wishlistEntries(q: Queryable, wishlistId: number): Promise<WishlistEntryRow[]> {
  const { rows } = await q.query<DbRow>(
    'select key, product_id, variant_id, item_group, custom_data from wishlist_items where wishlist_id = $1 order by id',
    [wishlistId],
  );
  return rows.map((row) => ({
    key: row.key,
    productId: row.product_id,
    variantId: row.variant_id,
    itemGroup: row.item_group,
    customData: row.custom_data,
  }));
}

/** False when the wishlist already holds the product and variant (a concurrent add got there first). */
export async function insertWishlistEntry(
  tx: Queryable,
  wishlistId: number,
  entry: WishlistEntryRow,
): Promise<boolean> {
  const { rowCount } = await tx.query(
    `insert into wishlist_items (key, wishlist_id, product_id, variant_id, item_group, custom_data)
     values ($1, $2, $3, $4, $5::jsonb, $6::jsonb)
     on conflict (wishlist_id, product_id, variant_key) do nothing`,
    [
      entry.key,
      wishlistId,
      entry.productId,
      entry.variantId,
      entry.itemGroup === null ? null : JSON.stringify(entry.itemGroup),
      JSON.stringify(entry.customData),
    ],
  );
  return rowCount > 0;
}

export async function deleteWishlistEntry(tx: Queryable, wishlistId: number, key: string): Promise<void> {
  await tx.query('delete from wishlist_items where wishlist_id = $1 and key::text = $2', [wishlistId, key]);
}

export async function clearWishlist(tx: Queryable, wishlistId: number): Promise<void> {
  await tx.query('delete from wishlist_items where wishlist_id = $1', [wishlistId]);
}
