import type { CurrencyCode, Promotion, ShopIdentity } from '@lumen/domain';
import type { Queryable } from '../../db/db.ts';
import type { VoucherCodeRow } from '../catalog/catalog-rows.ts';
import { projectPromotion } from '../catalog/project-promotion.ts';

interface PromotionDbRow {
  id: string;
  name: string;
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
    `select id, name, priority, is_active, start_at, end_at, effect, conditions, custom_data, shop_ids
       from promotions
      where is_active and start_at <= $2 and end_at > $2 and (shop_ids is null or $1 = any(shop_ids))
      order by priority desc, id`,
    [shop.shopId, now],
  );
  return rows.flatMap((row) => {
    const promotion = projectPromotion({
      id: row.id,
      name: row.name,
      priority: row.priority,
      isActive: row.is_active,
      startAt: row.start_at.toISOString(),
      endAt: row.end_at.toISOString(),
      effect: row.effect,
      conditions: row.conditions,
      customData: row.custom_data,
      shopIds: row.shop_ids,
    });
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
}

export async function findVoucherCode(q: Queryable, code: string): Promise<VoucherCodeRow | undefined> {
  const { rows } = await q.query<VoucherDbRow>(
    `select code, type, value, currency, min_order_value, start_at, end_at, shop_ids
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
    }
  );
}
