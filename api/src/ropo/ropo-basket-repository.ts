import { EntityIdSchema, restoreRopoBasket } from '@lumen/domain';
import type { RopoArticle, RopoBasket } from '@lumen/domain';
import { z } from 'zod';
import type { Queryable } from '../db/db.ts';

const StoredSlotsSchema = z.array(
  z
    .object({ product: z.object({ id: EntityIdSchema }), variant: z.object({ id: EntityIdSchema }) })
    .nullable(),
);

/** Where a visitor's ROPO basket is kept: per shop, under the session's basket key. */
export interface RopoBasketKey {
  shopId: number;
  basketKey: string;
}

/** Stored slots fitted to the shop's current size (the domain's restore rule); none stored is empty. */
function restored(slots: unknown, maxNumberOfArticles: number): RopoBasket<RopoArticle> {
  // A row that does not parse was written by hand; an empty basket is better than a broken page.
  const parsed = StoredSlotsSchema.safeParse(slots ?? []);
  return restoreRopoBasket(parsed.success ? parsed.data : [], maxNumberOfArticles);
}

export async function readRopoSlots(
  q: Queryable,
  key: RopoBasketKey,
  maxNumberOfArticles: number,
): Promise<RopoBasket<RopoArticle>> {
  const { rows } = await q.query<{ slots: unknown }>(
    'select slots from ropo_baskets where shop_id = $1 and basket_key = $2',
    [key.shopId, key.basketKey],
  );
  return restored(rows[0]?.slots, maxNumberOfArticles);
}

/**
 * The slots, with the basket's row locked until the transaction ends: a change of one visitor's
 * basket from two tabs at once is made one after the other, never one over the other.
 */
export async function lockRopoSlots(
  tx: Queryable,
  key: RopoBasketKey,
  maxNumberOfArticles: number,
): Promise<RopoBasket<RopoArticle>> {
  await tx.query(
    `insert into ropo_baskets (shop_id, basket_key, slots) values ($1, $2, '[]'::jsonb)
     on conflict (shop_id, basket_key) do nothing`,
    [key.shopId, key.basketKey],
  );
  const { rows } = await tx.query<{ slots: unknown }>(
    'select slots from ropo_baskets where shop_id = $1 and basket_key = $2 for update',
    [key.shopId, key.basketKey],
  );
  return restored(rows[0]?.slots, maxNumberOfArticles);
}

export async function writeRopoSlots(
  tx: Queryable,
  key: RopoBasketKey,
  slots: RopoBasket<RopoArticle>,
): Promise<void> {
  const stored = slots.map(
    (slot) => slot && { product: { id: slot.product.id }, variant: { id: slot.variant.id } },
  );
  await tx.query(
    `update ropo_baskets set slots = $3::jsonb, updated_at = now() where shop_id = $1 and basket_key = $2`,
    [key.shopId, key.basketKey, JSON.stringify(stored)],
  );
}
