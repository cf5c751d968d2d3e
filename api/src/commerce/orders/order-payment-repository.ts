import type { BasketItemCustomData, BasketItemDisplayData, ItemGroup } from '@lumen/domain';
import type { Queryable } from '../../db/db.ts';
import type { StoredVoucher } from './order-repository.ts';
import type { PaymentStatus, SettledPaymentStatus } from './order-request.ts';

/** An order's payment as settling it reads it. */
export interface OrderPayment {
  orderId: number;
  status: PaymentStatus;
  basketKey: string | null;
  vouchers: StoredVoucher[];
}

interface PaymentDbRow {
  id: number;
  payment_status: PaymentStatus;
  basket_key: string | null;
  vouchers: StoredVoucher[];
}

async function selectPayment(
  q: Queryable,
  shopId: number,
  cbdToken: string,
  lock: boolean,
): Promise<OrderPayment | undefined> {
  const { rows } = await q.query<PaymentDbRow>(
    `select id, payment_status, basket_key, vouchers from orders where shop_id = $1 and cbd_token = $2
     ${lock ? 'for update' : ''}`,
    [shopId, cbdToken],
  );
  const row = rows[0];
  return (
    row && { orderId: row.id, status: row.payment_status, basketKey: row.basket_key, vouchers: row.vouchers }
  );
}

/** The payment of the order with this success token, as it is now. */
export function findOrderPayment(q: Queryable, shopId: number, cbdToken: string) {
  return selectPayment(q, shopId, cbdToken, false);
}

/** The same, with the order's row locked until the transaction ends: one settlement at a time. */
export function lockOrderPayment(tx: Queryable, shopId: number, cbdToken: string) {
  return selectPayment(tx, shopId, cbdToken, true);
}

/** The provider took the money: the order is confirmed. */
export async function markOrderPaid(tx: Queryable, orderId: number, at: Date): Promise<void> {
  await tx.query(
    `update orders set payment_status = 'paid', payment_settled_at = $2, confirmed_at = $2 where id = $1`,
    [orderId, at],
  );
}

/** The payment failed or was cancelled: the order is cancelled, every item and package with it (§4). */
export async function cancelUnpaidOrder(
  tx: Queryable,
  orderId: number,
  status: Exclude<SettledPaymentStatus, 'paid'>,
  at: Date,
): Promise<void> {
  await tx.query('update orders set payment_status = $2, payment_settled_at = $3 where id = $1', [
    orderId,
    status,
    at,
  ]);
  await tx.query(`update order_items set status = 'cancelled' where order_id = $1`, [orderId]);
  await tx.query(`update order_packages set delivery_status = 'cancelled' where order_id = $1`, [orderId]);
}

/** The basket line an order's pieces came from, and how many of them the order took from stock. */
export interface OrderedLine {
  variantId: number;
  quantity: number;
  fromStock: number;
  itemGroup: ItemGroup | null;
  customData: BasketItemCustomData;
  displayData: BasketItemDisplayData;
  promotionId: string | null;
}

/** The order's pieces gathered back into their basket lines, in the order they were bought. */
export async function orderedLines(q: Queryable, orderId: number): Promise<OrderedLine[]> {
  const { rows } = await q.query<{
    variant_id: number;
    quantity: number;
    from_stock: number;
    item_group: ItemGroup | null;
    custom_data: BasketItemCustomData;
    display_data: BasketItemDisplayData;
    promotion_id: string | null;
  }>(
    `select variant_id, count(*)::int as quantity, (count(*) filter (where from_stock))::int as from_stock,
            item_group, custom_data, display_data, promotion_id
       from order_items where order_id = $1
      group by variant_id, item_group, custom_data, display_data, promotion_id
      order by min(position)`,
    [orderId],
  );
  return rows.map((row) => ({
    variantId: row.variant_id,
    quantity: row.quantity,
    fromStock: row.from_stock,
    itemGroup: row.item_group,
    customData: row.custom_data,
    displayData: row.display_data,
    promotionId: row.promotion_id,
  }));
}

/** Gives pieces an order took back to the variant's stock. */
export async function returnStock(tx: Queryable, variantId: number, quantity: number): Promise<void> {
  await tx.query('update variants set stock = stock + $2 where id = $1', [variantId, quantity]);
}

/**
 * Puts an order's lines back into a basket: a line the basket holds again meanwhile (same variant
 * and item group, §4 matching) gets the pieces added, up to the line limit.
 */
export async function putLinesBack(
  tx: Queryable,
  basketId: number,
  lines: readonly OrderedLine[],
  maxQuantityPerLine: number,
): Promise<void> {
  for (const line of lines) {
    await tx.query(
      `insert into basket_items (key, basket_id, variant_id, quantity, item_group, custom_data, display_data,
                                 promotion_id)
       values (gen_random_uuid(), $1, $2, least($3::int, $8::int), $4::jsonb, $5::jsonb, $6::jsonb, $7)
       on conflict (basket_id, variant_id, item_group_id)
       do update set quantity = least(basket_items.quantity + excluded.quantity, $8::int)`,
      [
        basketId,
        line.variantId,
        line.quantity,
        line.itemGroup === null ? null : JSON.stringify(line.itemGroup),
        JSON.stringify(line.customData),
        JSON.stringify(line.displayData),
        line.promotionId,
        maxQuantityPerLine,
      ],
    );
  }
}

/** Puts the order's voucher back on the basket, unless the basket holds another one meanwhile. */
export async function putVoucherBack(tx: Queryable, basketId: number, code: string, at: Date): Promise<void> {
  await tx.query(
    `insert into basket_vouchers (basket_id, code, applied_at) values ($1, $2, $3) on conflict (basket_id) do nothing`,
    [basketId, code, at],
  );
}
