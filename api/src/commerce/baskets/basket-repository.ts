import type { Queryable } from '../../db/db.ts';
import type { BasketLine } from './basket-pricing.ts';

interface BasketLineRow {
  key: string;
  variant_id: number;
  quantity: number;
  item_group: BasketLine['itemGroup'];
  custom_data: BasketLine['customData'];
  display_data: BasketLine['displayData'];
  promotion_id: string | null;
}

const lineColumns = 'key, variant_id, quantity, item_group, custom_data, display_data, promotion_id';

function lineOf(row: BasketLineRow): BasketLine {
  return {
    key: row.key,
    variantId: row.variant_id,
    quantity: row.quantity,
    itemGroup: row.item_group,
    customData: row.custom_data,
    displayData: row.display_data,
    promotionId: row.promotion_id,
  };
}

/** The basket's id, creating the basket on first use (§7: a basket exists once it is read). */
export async function ensureBasket(q: Queryable, shopId: number, key: string): Promise<number> {
  await q.query('insert into baskets (shop_id, key) values ($1, $2) on conflict (shop_id, key) do nothing', [
    shopId,
    key,
  ]);
  const { rows } = await q.query<{ id: number }>('select id from baskets where shop_id = $1 and key = $2', [
    shopId,
    key,
  ]);
  return rows[0]!.id;
}

/**
 * Creates the basket if needed and locks its row until the transaction ends: every change of one
 * basket runs one after the other, so concurrent adds merge and limits hold.
 */
export async function lockBasket(tx: Queryable, shopId: number, key: string): Promise<number> {
  await tx.query('insert into baskets (shop_id, key) values ($1, $2) on conflict (shop_id, key) do nothing', [
    shopId,
    key,
  ]);
  const { rows } = await tx.query<{ id: number }>(
    'select id from baskets where shop_id = $1 and key = $2 for update',
    [shopId, key],
  );
  return rows[0]!.id;
}

export async function findBasketId(q: Queryable, shopId: number, key: string): Promise<number | undefined> {
  const { rows } = await q.query<{ id: number }>('select id from baskets where shop_id = $1 and key = $2', [
    shopId,
    key,
  ]);
  return rows[0]?.id;
}

export async function basketLines(q: Queryable, basketId: number): Promise<BasketLine[]> {
  const { rows } = await q.query<BasketLineRow>(
    `select ${lineColumns} from basket_items where basket_id = $1 order by id`,
    [basketId],
  );
  return rows.map(lineOf);
}

export async function insertBasketLine(tx: Queryable, basketId: number, line: BasketLine): Promise<void> {
  await tx.query(
    `insert into basket_items (key, basket_id, variant_id, quantity, item_group, custom_data, display_data, promotion_id)
     values ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7::jsonb, $8)`,
    [
      line.key,
      basketId,
      line.variantId,
      line.quantity,
      line.itemGroup === null ? null : JSON.stringify(line.itemGroup),
      JSON.stringify(line.customData),
      JSON.stringify(line.displayData),
      line.promotionId,
    ],
  );
}

/** Writes a line's changeable fields (quantity, data, group, promotion) back. */
export async function updateBasketLine(tx: Queryable, basketId: number, line: BasketLine): Promise<void> {
  await tx.query(
    `update basket_items
        set quantity = $3, item_group = $4::jsonb, custom_data = $5::jsonb, display_data = $6::jsonb, promotion_id = $7
      where basket_id = $1 and key = $2`,
    [
      basketId,
      line.key,
      line.quantity,
      line.itemGroup === null ? null : JSON.stringify(line.itemGroup),
      JSON.stringify(line.customData),
      JSON.stringify(line.displayData),
      line.promotionId,
    ],
  );
}

export async function deleteBasketLine(tx: Queryable, basketId: number, key: string): Promise<boolean> {
  const { rowCount } = await tx.query('delete from basket_items where basket_id = $1 and key = $2', [
    basketId,
    key,
  ]);
  return rowCount > 0;
}

/** Empties the basket: its lines and its voucher. */
export async function clearBasket(tx: Queryable, basketId: number): Promise<void> {
  await tx.query('delete from basket_items where basket_id = $1', [basketId]);
  await tx.query('delete from basket_vouchers where basket_id = $1', [basketId]);
}

export async function touchBasket(tx: Queryable, basketId: number, now: Date): Promise<void> {
  await tx.query('update baskets set updated_at = $2 where id = $1', [basketId, now]);
}

export async function basketVoucherCode(q: Queryable, basketId: number): Promise<string | undefined> {
  const { rows } = await q.query<{ code: string }>('select code from basket_vouchers where basket_id = $1', [
    basketId,
  ]);
  return rows[0]?.code;
}

/** A basket holds one voucher: a new code replaces the one before. */
export async function setBasketVoucher(
  tx: Queryable,
  basketId: number,
  code: string,
  now: Date,
): Promise<void> {
  await tx.query(
    `insert into basket_vouchers (basket_id, code, applied_at) values ($1, $2, $3)
     on conflict (basket_id) do update set code = excluded.code, applied_at = excluded.applied_at`,
    [basketId, code, now],
  );
}

export async function removeBasketVoucher(tx: Queryable, basketId: number, code: string): Promise<boolean> {
  const { rowCount } = await tx.query('delete from basket_vouchers where basket_id = $1 and code = $2', [
    basketId,
    code,
  ]);
  return rowCount > 0;
}
