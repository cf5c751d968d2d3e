import type { Queryable } from '../../db/db.ts';
import type { BasketLine, VariantStock } from './basket-pricing.ts';

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

/** The basket an add has taken (`takeBasketForAdd`), with what it found. */
export interface TakenBasket {
  id: number;
  /** Made by this add: it holds no lines and no voucher yet. */
  made: boolean;
  voucherCode: string | undefined;
  /** The added variant's stock now; undefined for a variant the database does not hold. */
  stock: VariantStock | undefined;
}

/**
 * `lockBasket` and `touchBasket` of an add in one statement, with the voucher code and the added
 * variant's stock beside it: an upsert that updates the row on conflict locks it until the
 * transaction ends, as `select … for update` does, and a row this statement inserted has xmax 0
 * (no transaction has updated or locked it), which tells a basket just made from an existing one.
 * Only for changes that roll back when refused: the touch is written at once.
 */
export async function takeBasketForAdd(
  tx: Queryable,
  basket: { shopId: number; key: string; now: Date },
  variantId: number,
): Promise<TakenBasket> {
  const { rows } = await tx.query<{
    id: number;
    made: boolean;
    voucher_code: string | null;
    stock: number | null;
    sellable_without_stock: boolean | null;
  }>(
    `with basket as (
       insert into baskets (shop_id, key, updated_at) values ($1, $2, $3)
       on conflict (shop_id, key) do update set updated_at = excluded.updated_at
       returning id, xmax = 0 as made
     )
     select basket.id, basket.made, voucher.code as voucher_code, variant.stock, variant.sellable_without_stock
       from basket
       left join basket_vouchers voucher on voucher.basket_id = basket.id
       left join variants variant on variant.id = $4`,
    [basket.shopId, basket.key, basket.now, variantId],
  );
  const row = rows[0]!;
  return {
    id: row.id,
    made: row.made,
    voucherCode: row.voucher_code ?? undefined,
    stock:
      row.stock === null
        ? undefined
        : { stock: row.stock, sellableWithoutStock: row.sellable_without_stock === true },
  };
}

/** The basket's lines with their variants' stock now (`variantStocks` of the lines), in one statement. */
export async function basketLinesWithStock(
  q: Queryable,
  basketId: number,
): Promise<{ lines: BasketLine[]; stocks: Map<number, VariantStock> }> {
  const { rows } = await q.query<
    BasketLineRow & { stock: number | null; sellable_without_stock: boolean | null }
  >(
    `select line.key, line.variant_id, line.quantity, line.item_group, line.custom_data, line.display_data,
            line.promotion_id, variant.stock, variant.sellable_without_stock
       from basket_items line
       left join variants variant on variant.id = line.variant_id
      where line.basket_id = $1
      order by line.id`,
    [basketId],
  );
  const stocks = new Map<number, VariantStock>();
  for (const row of rows) {
    if (row.stock !== null) {
      stocks.set(row.variant_id, {
        stock: row.stock,
        sellableWithoutStock: row.sellable_without_stock === true,
      });
    }
  }
  return { lines: rows.map(lineOf), stocks };
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
