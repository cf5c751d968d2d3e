import type { BranchOrder, BranchOrderItem, BranchOrderStatus, CurrencyCode } from '@lumen/domain';
import type { Queryable } from '../../db/db.ts';

/** A branch order and whose it is. */
export interface StoredBranchOrder {
  order: BranchOrder;
  shopId: number;
  customerId: number;
}

interface BranchOrderRow {
  id: number;
  shop_id: number;
  customer_id: number;
  branch_id: string;
  status: BranchOrderStatus;
  created_at: Date;
  ready_at: Date | null;
  items: BranchOrderItem[];
  total_with_tax: number;
  paid_with_tax: number;
  currency: CurrencyCode;
}

const columns = `id, shop_id, customer_id, branch_id, status, created_at, ready_at, items, total_with_tax,
                 paid_with_tax, currency`;

function storedOf(row: BranchOrderRow): StoredBranchOrder {
  return {
    shopId: row.shop_id,
    customerId: row.customer_id,
    order: {
      id: String(row.id),
      branchId: row.branch_id,
      status: row.status,
      createdAt: row.created_at.toISOString(),
      readyAt: row.ready_at?.toISOString() ?? null,
      items: row.items,
      total: { withTax: row.total_with_tax },
      paid: { withTax: row.paid_with_tax },
      currencyCode: row.currency,
    },
  };
}

/** Writes a branch order unless its id exists; answers whether it did (the seed runs again safely). */
export async function insertBranchOrder(q: Queryable, stored: StoredBranchOrder): Promise<boolean> {
  const { order } = stored;
  const { rowCount } = await q.query(
    `insert into branch_orders (id, shop_id, customer_id, branch_id, status, created_at, ready_at, items,
                                total_with_tax, paid_with_tax, currency)
     values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11)
     on conflict (id) do nothing`,
    [
      Number(order.id),
      stored.shopId,
      stored.customerId,
      order.branchId,
      order.status,
      order.createdAt,
      order.readyAt,
      JSON.stringify(order.items),
      order.total.withTax,
      order.paid.withTax,
      order.currencyCode,
    ],
  );
  return rowCount === 1;
}

export async function findBranchOrder(
  q: Queryable,
  shopId: number,
  id: number,
): Promise<StoredBranchOrder | undefined> {
  const { rows } = await q.query<BranchOrderRow>(
    `select ${columns} from branch_orders where shop_id = $1 and id = $2`,
    [shopId, id],
  );
  return rows[0] && storedOf(rows[0]);
}

/** A customer's branch orders, newest first, and how many there are. */
export async function customerBranchOrders(
  q: Queryable,
  shopId: number,
  customerId: number,
  window: { limit: number; offset: number },
): Promise<{ orders: BranchOrder[]; total: number }> {
  const page = await q.query<BranchOrderRow>(
    `select ${columns} from branch_orders where shop_id = $1 and customer_id = $2
      order by created_at desc, seq desc limit $3 offset $4`,
    [shopId, customerId, window.limit, window.offset],
  );
  const count = await q.query<{ total: number }>(
    'select count(*)::int as total from branch_orders where shop_id = $1 and customer_id = $2',
    [shopId, customerId],
  );
  return { orders: page.rows.map((row) => storedOf(row).order), total: count.rows[0]?.total ?? 0 };
}
