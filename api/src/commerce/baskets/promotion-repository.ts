import type { CurrencyCode, Promotion, ShopIdentity } from '@lumen/domain';
import type { Queryable } from '../../db/db.ts';
import type { Translations, VoucherCodeRow } from '../catalog/catalog-rows.ts';
import { projectPromotion } from '../catalog/project-promotion.ts';

interface PromotionDbRow {
  id: string;
  name: string;
  names: Translations | null;
  code: string | null;
  priority: number;
  is_active: boolean;
  start_at: Date;
  end_at: Date;
  effect: Record<string, unknown>;
  conditions: Record<string, unknown>[];
  custom_data: Record<string, unknown>;
  shop_ids: number[] | null;
}

/**
 * The promotions running in the shop at `now` (§3 Promotion, from the `promotions` table) in the
 * Storefront API's shape, projected as the catalogue projects them. A row that makes no promotion
 * is left out rather than failing every basket of the shop: a typo in one promotion must not stop
 * the checkout.
 */
export async function activePromotions(q: Queryable, shop: ShopIdentity, now: Date): Promise<Promotion[]> {
  const { rows } = await q.query<PromotionDbRow>(
    `select id, name, names, code, priority, is_active, start_at, end_at, effect, conditions, custom_data, shop_ids
       from promotions
      where is_active and start_at <= $2 and end_at > $2 and (shop_ids is null or $1 = any(shop_ids))
      order by priority desc, id`,
    [shop.shopId, now],
  );
  return rows.flatMap((row) => {
    const promotion = projectPromotion(
      {
        id: row.id,
        name: row.name,
        names: row.names,
        code: row.code,
        priority: row.priority,
        isActive: row.is_active,
        startAt: row.start_at.toISOString(),
        endAt: row.end_at.toISOString(),
        effect: row.effect,
        conditions: row.conditions,
        customData: row.custom_data,
        shopIds: row.shop_ids,
      },
      shop,
    );
    return promotion ? [promotion] : [];
  });
}

interface VoucherDbRow {
  code: string;
  type: 'absolute' | 'relative';
  value: number;
  currency: CurrencyCode | null;
  min_order_value: number;
  start_at: Date;
  end_at: Date;
  shop_ids: number[] | null;
  max_uses: number | null;
  max_uses_per_customer: number | null;
}

export async function findVoucherCode(q: Queryable, code: string): Promise<VoucherCodeRow | undefined> {
  const { rows } = await q.query<VoucherDbRow>(
    `select code, type, value, currency, min_order_value, start_at, end_at, shop_ids, max_uses,
            max_uses_per_customer
       from voucher_codes where code = $1`,
    [code],
  );
  const row = rows[0];
  return (
    row && {
      code: row.code,
      type: row.type,
      value: row.value,
      currency: row.currency,
      minOrderValue: row.min_order_value,
      startAt: row.start_at.toISOString(),
      endAt: row.end_at.toISOString(),
      shopIds: row.shop_ids,
      maxUses: row.max_uses,
      maxUsesPerCustomer: row.max_uses_per_customer,
    }
  );
}

/** Who places an order, as voucher uses count them: the account, and for guests the email address. */
export interface VoucherUser {
  customerId: number;
  email: string;
}

/**
 * How often the code was used (orders whose payment failed or was cancelled gave theirs back), and
 * by this customer: their account's orders and every order placed with their email address, so a
 * guest, who gets a new customer row with each order, is one customer by email.
 */
export async function voucherUses(
  q: Queryable,
  code: string,
  user?: VoucherUser,
): Promise<{ total: number; byCustomer: number | undefined }> {
  const { rows } = await q.query<{ total: number; by_customer: number }>(
    `select count(*)::int as total,
            (count(*) filter (where customer_id = $2 or email = lower($3)))::int as by_customer
       from voucher_uses where code = $1`,
    [code, user?.customerId ?? null, user?.email ?? null],
  );
  return { total: rows[0]?.total ?? 0, byCustomer: user ? (rows[0]?.by_customer ?? 0) : undefined };
}

/**
 * The code's limits, its row locked until the transaction ends: orders using one code count and
 * write their uses one after another, so no limit is overrun by orders placed at the same moment.
 */
export async function lockVoucherLimits(
  tx: Queryable,
  code: string,
): Promise<Pick<VoucherCodeRow, 'code' | 'maxUses' | 'maxUsesPerCustomer'> | undefined> {
  const { rows } = await tx.query<Pick<VoucherDbRow, 'code' | 'max_uses' | 'max_uses_per_customer'>>(
    'select code, max_uses, max_uses_per_customer from voucher_codes where code = $1 for update',
    [code],
  );
  const row = rows[0];
  return row && { code: row.code, maxUses: row.max_uses, maxUsesPerCustomer: row.max_uses_per_customer };
}

/** Counts the order's use of the code (write it under lockVoucherLimits, in the order's transaction). */
export async function recordVoucherUse(
  tx: Queryable,
  use: VoucherUser & { orderId: number; code: string; at: Date },
): Promise<void> {
  await tx.query(
    'insert into voucher_uses (order_id, code, customer_id, email, used_at) values ($1, $2, $3, lower($4), $5)',
    [use.orderId, use.code, use.customerId, use.email, use.at],
  );
}

/** The order's payment failed or was cancelled: its voucher use counts no more. */
export async function giveVoucherUseBack(tx: Queryable, orderId: number): Promise<void> {
  await tx.query('delete from voucher_uses where order_id = $1', [orderId]);
}
