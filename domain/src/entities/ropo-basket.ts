import { z } from 'zod';
import { ProductSchema, VariantSchema } from './product.ts';

/*
 * The ROPO basket of §3/§4 ("reserve online, pick up offline"): frames reserved for trying on in a
 * branch. The commerce API has no such entity; the shop keeps it itself as a fixed-length list of
 * slots, as many as the shop's `ropo.maxNumberOfArticles`. The rules (add, remove, duplicates, full)
 * and the generic `RopoBasket<T>`/`RopoSlot<T>` types are ropo/'s: a parsed basket is a
 * `RopoBasket<RopoItem>`.
 */

/** What a filled slot holds. */
export const RopoItemSchema = z.object({ product: ProductSchema, variant: VariantSchema });
export type RopoItem = z.infer<typeof RopoItemSchema>;

/** A slot: a reserved item, or null when empty (§4: removal empties the slot, it does not shift the others). */
export const RopoSlotSchema = RopoItemSchema.nullable();

/** A ROPO basket of any length; `ropoBasketSchema(max)` also checks the shop's slot count. */
export const RopoBasketSchema = z.array(RopoSlotSchema);

/** The ROPO basket of a shop whose configuration allows `maxNumberOfArticles` slots: exactly that many. */
export function ropoBasketSchema(maxNumberOfArticles: number) {
  if (!Number.isInteger(maxNumberOfArticles) || maxNumberOfArticles < 0) {
    throw new RangeError(
      `A ROPO basket needs a whole, non-negative number of slots, not ${maxNumberOfArticles}`,
    );
  }
  return RopoBasketSchema.length(maxNumberOfArticles);
}
