import type { Subscription, SubscriptionInterval, SubscriptionStatus } from '@lumen/domain';
import type { Queryable } from '../../db/db.ts';

/** A subscription and whose it is. */
export interface StoredSubscription {
  subscription: Subscription;
  shopId: number;
  customerId: number;
}

interface SubscriptionRow {
  id: number;
  shop_id: number;
  customer_id: number;
  status: SubscriptionStatus;
  product_id: number;
  variant_id: number;
  quantity: number;
  interval_months: SubscriptionInterval;
  next_delivery_date: string | null;
  paused_until: string | null;
  started_on: string;
  cancelled_on: string | null;
  packs_per_eye: Subscription['packsPerEye'] | null;
  prescription_values: Subscription['prescriptionValues'] | null;
}

// Dates as text: node-postgres would turn a date into a local midnight, PGlite into a UTC one.
const columns = `id, shop_id, customer_id, status, product_id, variant_id, quantity, interval_months,
                 next_delivery_date::text as next_delivery_date, paused_until::text as paused_until,
                 started_on::text as started_on, cancelled_on::text as cancelled_on,
                 packs_per_eye, prescription_values`;

function storedOf(row: SubscriptionRow): StoredSubscription {
  return {
    shopId: row.shop_id,
    customerId: row.customer_id,
    subscription: {
      id: String(row.id),
      status: row.status,
      productId: row.product_id,
      variantId: row.variant_id,
      quantity: row.quantity,
      intervalMonths: row.interval_months,
      nextDeliveryDate: row.next_delivery_date,
      pausedUntil: row.paused_until,
      startedOn: row.started_on,
      cancelledOn: row.cancelled_on,
      ...(row.packs_per_eye && { packsPerEye: row.packs_per_eye }),
      ...(row.prescription_values && { prescriptionValues: row.prescription_values }),
    },
  };
}

const insertColumns = `shop_id, customer_id, status, product_id, variant_id, quantity, interval_months,
  next_delivery_date, paused_until, started_on, cancelled_on, packs_per_eye, prescription_values, order_id`;
const insertPlaceholders =
  '$1, $2, $3, $4, $5, $6, $7, $8::date, $9::date, $10::date, $11::date, $12, $13, $14';

/** The values of `insertColumns`, in their order. */
function insertValues(
  stored: { subscription: Omit<Subscription, 'id'>; shopId: number; customerId: number },
  orderId: number | null,
): unknown[] {
  const { subscription: s } = stored;
  return [
    stored.shopId,
    stored.customerId,
    s.status,
    s.productId,
    s.variantId,
    s.quantity,
    s.intervalMonths,
    s.nextDeliveryDate,
    s.pausedUntil,
    s.startedOn,
    s.cancelledOn,
    s.packsPerEye ? JSON.stringify(s.packsPerEye) : null,
    s.prescriptionValues ? JSON.stringify(s.prescriptionValues) : null,
    orderId,
  ];
}

/** Writes a subscription an order started; answers its new id. */
export async function createSubscription(
  q: Queryable,
  stored: { subscription: Omit<Subscription, 'id'>; shopId: number; customerId: number; orderId: number },
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `insert into subscriptions (${insertColumns}) values (${insertPlaceholders}) returning id`,
    insertValues(stored, stored.orderId),
  );
  return Number(rows[0]!.id);
}

/**
 * Writes a subscription under its id (a number, as the seed chooses them) unless that id exists;
 * answers whether it did.
 */
export async function insertSubscription(q: Queryable, stored: StoredSubscription): Promise<boolean> {
  const { rowCount } = await q.query(
    `insert into subscriptions (${insertColumns}, id) values (${insertPlaceholders}, $15)
     on conflict (id) do nothing`,
    [...insertValues(stored, null), Number(stored.subscription.id)],
  );
  return rowCount === 1;
}

export async function findSubscription(
  q: Queryable,
  shopId: number,
  id: number,
  options: { lock?: boolean } = {},
): Promise<StoredSubscription | undefined> {
  const { rows } = await q.query<SubscriptionRow>(
    `select ${columns} from subscriptions where shop_id = $1 and id = $2${options.lock ? ' for update' : ''}`,
    [shopId, id],
  );
  return rows[0] && storedOf(rows[0]);
}

/** A customer's subscriptions: running ones first, then by start, newest first. */
export async function customerSubscriptions(
  q: Queryable,
  shopId: number,
  customerId: number,
  window: { limit: number; offset: number },
): Promise<{ subscriptions: Subscription[]; total: number }> {
  const page = await q.query<SubscriptionRow>(
    `select ${columns} from subscriptions where shop_id = $1 and customer_id = $2
      order by status = 'cancelled', started_on desc, id desc limit $3 offset $4`,
    [shopId, customerId, window.limit, window.offset],
  );
  const count = await q.query<{ total: number }>(
    'select count(*)::int as total from subscriptions where shop_id = $1 and customer_id = $2',
    [shopId, customerId],
  );
  return {
    subscriptions: page.rows.map((row) => storedOf(row).subscription),
    total: count.rows[0]?.total ?? 0,
  };
}

/** Stores what a domain change made of a subscription. */
export async function updateSubscription(q: Queryable, subscription: Subscription, now: Date): Promise<void> {
  await q.query(
    `update subscriptions
        set status = $2, interval_months = $3, next_delivery_date = $4::date, paused_until = $5::date,
            cancelled_on = $6::date, updated_at = $7
      where id = $1`,
    [
      Number(subscription.id),
      subscription.status,
      subscription.intervalMonths,
      subscription.nextDeliveryDate,
      subscription.pausedUntil,
      subscription.cancelledOn,
      now,
    ],
  );
}
