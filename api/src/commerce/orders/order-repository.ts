import { PaymentMethodKeySchema, paysOnDelivery } from '@lumen/domain';
import type {
  AddressInput,
  BasketItemCustomData,
  BasketItemDisplayData,
  DeliveryStatus,
  ItemGroup,
  Order,
  OrderItem,
  OrderItemStatus,
  ReductionType,
} from '@lumen/domain';
import type { Queryable } from '../../db/db.ts';
import type { PaymentStatus } from './order-request.ts';

/** A voucher as the order keeps it; it applied to every item of the order. */
export interface StoredVoucher {
  type: ReductionType;
  code: string;
  /** Cents taken off (absolute) or the share of the items (relative, 0 to 1). */
  value: number;
}

export interface NewOrderPackage {
  deliveryStatus: DeliveryStatus;
  carrierKey: string;
  deliveryDate: { min: string; max: string };
  tracking: { id: string; url: string } | null;
}

export interface NewOrderItem {
  /** Index into the order's packages. */
  packageIndex: number;
  status: OrderItemStatus;
  price: { withTax: number; withoutTax: number };
  product: OrderItem['product'];
  variant: OrderItem['variant'];
  customData: BasketItemCustomData;
  /** The rest of the basket line the piece came from, so a failed payment can put it back. */
  itemGroup?: ItemGroup | null;
  displayData?: BasketItemDisplayData;
  promotionId?: string | null;
  /** Taken from stock (the default), or shipped from the supplier (§4 sellable without stock). */
  fromStock?: boolean;
}

/** Everything an order is written with. */
export interface NewOrder {
  id: number;
  shopId: number;
  customerId: number;
  cbdToken: string;
  email: string;
  zipCode: string;
  currency: string;
  cost: Order['cost'];
  vouchers: StoredVoucher[];
  paymentKey: string;
  carrierKey: string;
  shippingAddress: AddressInput;
  billingAddress: AddressInput;
  basketKey: string | null;
  idempotency: { key: string; requestHash: string } | null;
  createdAt: Date;
  confirmedAt: Date | null;
  packages: NewOrderPackage[];
  items: NewOrderItem[];
}

/**
 * The payment of an order as it is written: invoice and cash on delivery are deferred, settled when
 * the order is placed; an order written confirmed otherwise (the seed's history) was paid; any other
 * waits for its payment provider.
 */
function paymentAtPlacement(order: Pick<NewOrder, 'paymentKey' | 'confirmedAt' | 'createdAt'>): {
  status: PaymentStatus;
  settledAt: Date | null;
} {
  const method = PaymentMethodKeySchema.safeParse(order.paymentKey);
  if (method.success && paysOnDelivery(method.data))
    return { status: 'deferred', settledAt: order.createdAt };
  if (order.confirmedAt) return { status: 'paid', settledAt: order.confirmedAt };
  return { status: 'pending', settledAt: null };
}

/** Writes an order with its packages and items; false when its id is taken (draw another). */
export async function insertOrder(tx: Queryable, order: NewOrder): Promise<boolean> {
  const payment = paymentAtPlacement(order);
  const inserted = await tx.query(
    `insert into orders (id, shop_id, customer_id, cbd_token, email, zip_code, currency, cost, vouchers, payment_key,
                         carrier_key, shipping_address, billing_address, basket_key, idempotency_key, request_hash,
                         created_at, confirmed_at, payment_status, payment_settled_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, $10, $11, $12::jsonb, $13::jsonb, $14, $15, $16, $17, $18,
             $19, $20)
     on conflict (id) do nothing`,
    [
      order.id,
      order.shopId,
      order.customerId,
      order.cbdToken,
      order.email,
      order.zipCode,
      order.currency,
      JSON.stringify(order.cost),
      JSON.stringify(order.vouchers),
      order.paymentKey,
      order.carrierKey,
      JSON.stringify(order.shippingAddress),
      JSON.stringify(order.billingAddress),
      order.basketKey,
      order.idempotency?.key ?? null,
      order.idempotency?.requestHash ?? null,
      order.createdAt,
      order.confirmedAt,
      payment.status,
      payment.settledAt,
    ],
  );
  if (inserted.rowCount === 0) return false;
  const packageIds: number[] = [];
  for (const [position, pkg] of order.packages.entries()) {
    const { rows } = await tx.query<{ id: number }>(
      `insert into order_packages (order_id, position, delivery_status, carrier_key, delivery_min, delivery_max,
                                   tracking_id, tracking_url)
       values ($1, $2, $3, $4, $5::date, $6::date, $7, $8) returning id`,
      [
        order.id,
        position,
        pkg.deliveryStatus,
        pkg.carrierKey,
        pkg.deliveryDate.min,
        pkg.deliveryDate.max,
        pkg.tracking?.id ?? null,
        pkg.tracking?.url ?? null,
      ],
    );
    packageIds.push(rows[0]!.id);
  }
  for (const [position, item] of order.items.entries()) {
    await tx.query(
      `insert into order_items (order_id, package_id, position, variant_id, product_id, status, price_with_tax,
                                price_without_tax, product, variant, custom_data, item_group, display_data,
                                promotion_id, from_stock)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10::jsonb, $11::jsonb, $12::jsonb, $13::jsonb, $14, $15)`,
      [
        order.id,
        packageIds[item.packageIndex],
        position,
        item.variant.id,
        item.product.id,
        item.status,
        item.price.withTax,
        item.price.withoutTax,
        JSON.stringify(item.product),
        JSON.stringify(item.variant),
        JSON.stringify(item.customData),
        item.itemGroup ? JSON.stringify(item.itemGroup) : null,
        JSON.stringify(item.displayData ?? {}),
        item.promotionId ?? null,
        item.fromStock ?? true,
      ],
    );
  }
  return true;
}

/** An order with what the api keeps beside the §3 Order (who may see it, where it goes). */
export interface StoredOrder {
  order: Order;
  shopId: number;
  customerId: number;
  cbdToken: string;
  email: string;
  zipCode: string;
  shippingAddress: AddressInput;
  billingAddress: AddressInput;
  requestHash: string | null;
  paymentStatus: PaymentStatus;
  /** The basket the order was placed from (null for the seed's history). */
  basketKey: string | null;
}

interface OrderDbRow {
  id: number;
  shop_id: number;
  customer_id: number;
  cbd_token: string;
  email: string;
  zip_code: string;
  currency: string;
  cost: Order['cost'];
  vouchers: StoredVoucher[];
  payment_key: string;
  shipping_address: AddressInput;
  billing_address: AddressInput;
  request_hash: string | null;
  confirmed_at: Date | null;
  payment_status: PaymentStatus;
  basket_key: string | null;
}

interface PackageDbRow {
  id: number;
  order_id: number;
  delivery_status: DeliveryStatus;
  carrier_key: string;
  delivery_min: string;
  delivery_max: string;
  tracking_id: string | null;
  tracking_url: string | null;
}

interface ItemDbRow {
  id: number;
  order_id: number;
  package_id: number;
  status: OrderItemStatus;
  price_with_tax: number;
  price_without_tax: number;
  product: OrderItem['product'];
  variant: OrderItem['variant'];
  custom_data: BasketItemCustomData;
}

const orderColumns = `id, shop_id, customer_id, cbd_token, email, zip_code, currency, cost, vouchers, payment_key,
  shipping_address, billing_address, request_hash, confirmed_at, payment_status, basket_key`;

/** Orders matching `where` (with `$n` parameters), newest first, with packages and items. */
async function loadOrders(
  q: Queryable,
  where: string,
  params: readonly unknown[],
  page?: { limit: number; offset: number },
): Promise<StoredOrder[]> {
  const paging = page ? ` limit $${params.length + 1} offset $${params.length + 2}` : '';
  const { rows } = await q.query<OrderDbRow>(
    `select ${orderColumns} from orders where ${where} order by created_at desc, seq desc${paging}`,
    page ? [...params, page.limit, page.offset] : params,
  );
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const packages = await q.query<PackageDbRow>(
    `select id, order_id, delivery_status, carrier_key, delivery_min::text as delivery_min,
            delivery_max::text as delivery_max, tracking_id, tracking_url
       from order_packages where order_id = any($1::bigint[]) order by order_id, position`,
    [ids],
  );
  const items = await q.query<ItemDbRow>(
    `select id, order_id, package_id, status, price_with_tax, price_without_tax, product, variant, custom_data
       from order_items where order_id = any($1::bigint[]) order by order_id, position`,
    [ids],
  );
  return rows.map((row) => {
    const orderItems = items.rows.filter((item) => item.order_id === row.id);
    return {
      order: {
        id: row.id,
        currencyCode: row.currency,
        confirmedAt: row.confirmed_at?.toISOString() ?? null,
        customer: { id: row.customer_id },
        cost: row.cost,
        payment: [{ key: row.payment_key }],
        vouchers: row.vouchers.map((voucher) => ({
          ...voucher,
          applicableItems: orderItems.map((item) => item.id),
        })),
        packages: packages.rows
          .filter((pkg) => pkg.order_id === row.id)
          .map((pkg) => ({
            id: pkg.id,
            deliveryStatus: pkg.delivery_status,
            deliveryDate: { min: pkg.delivery_min, max: pkg.delivery_max },
            carrierKey: pkg.carrier_key,
            tracking:
              pkg.tracking_id && pkg.tracking_url ? { id: pkg.tracking_id, url: pkg.tracking_url } : null,
          })),
        items: orderItems.map((item) => ({
          id: item.id,
          status: item.status,
          packageId: item.package_id,
          product: item.product,
          variant: item.variant,
          price: { withTax: item.price_with_tax, withoutTax: item.price_without_tax },
          customData: item.custom_data,
        })),
      },
      shopId: row.shop_id,
      customerId: row.customer_id,
      cbdToken: row.cbd_token,
      email: row.email,
      zipCode: row.zip_code,
      shippingAddress: row.shipping_address,
      billingAddress: row.billing_address,
      requestHash: row.request_hash,
      paymentStatus: row.payment_status,
      basketKey: row.basket_key,
    };
  });
}

export async function findOrder(
  q: Queryable,
  shopId: number,
  orderId: number,
): Promise<StoredOrder | undefined> {
  return (await loadOrders(q, 'shop_id = $1 and id = $2', [shopId, orderId]))[0];
}

export async function findOrderByCbd(
  q: Queryable,
  shopId: number,
  cbdToken: string,
): Promise<StoredOrder | undefined> {
  return (await loadOrders(q, 'shop_id = $1 and cbd_token = $2', [shopId, cbdToken]))[0];
}

export async function findOrderByIdempotencyKey(
  q: Queryable,
  shopId: number,
  key: string,
): Promise<StoredOrder | undefined> {
  return (await loadOrders(q, 'shop_id = $1 and idempotency_key = $2', [shopId, key]))[0];
}

export async function customerOrders(
  q: Queryable,
  shopId: number,
  customerId: number,
  page: { page: number; perPage: number },
): Promise<{ orders: StoredOrder[]; total: number }> {
  const { rows } = await q.query<{ total: number }>(
    'select count(*)::int as total from orders where shop_id = $1 and customer_id = $2',
    [shopId, customerId],
  );
  const orders = await loadOrders(q, 'shop_id = $1 and customer_id = $2', [shopId, customerId], {
    limit: page.perPage,
    offset: (page.page - 1) * page.perPage,
  });
  return { orders, total: rows[0]?.total ?? 0 };
}
