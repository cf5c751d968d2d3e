import type { Queryable } from '../../db/db.ts';
import type { VariantStock } from './basket-pricing.ts';

/** Stock of the given variants as `variants` holds it now; unknown ids are missing from the map. */
export async function variantStocks(
  q: Queryable,
  variantIds: readonly number[],
): Promise<Map<number, VariantStock>> {
  if (variantIds.length === 0) return new Map();
  const { rows } = await q.query<{ id: number; stock: number; sellable_without_stock: boolean }>(
    'select id, stock, sellable_without_stock from variants where id = any($1::int[])',
    [[...new Set(variantIds)]],
  );
  return new Map(
    rows.map((row) => [row.id, { stock: row.stock, sellableWithoutStock: row.sellable_without_stock }]),
  );
}

/**
 * Takes `quantity` pieces of a variant, in one statement, so two orders never sell the same piece:
 * the row lock makes the second wait and then re-check the stock it left. Stock never goes below
 * zero; a variant sold without stock (§4) ships what is there and the rest from the supplier.
 * False when the stock cannot give the pieces.
 */
export async function takeStock(tx: Queryable, variantId: number, quantity: number): Promise<boolean> {
  const { rowCount } = await tx.query(
    `update variants set stock = greatest(stock - $2, 0)
      where id = $1 and (stock >= $2 or sellable_without_stock)`,
    [variantId, quantity],
  );
  return rowCount > 0;
}
