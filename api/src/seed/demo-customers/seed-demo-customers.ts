import { createHash } from 'node:crypto';
import {
  carriersByCountry,
  deliveryFeeOf,
  deliveryStatuses,
  markets,
  netFromGross,
  paymentMethodsByCountry,
  shops,
  standardVatRates,
} from '@lumen/domain';
import type {
  Attributes,
  CarrierKey,
  DeliveryStatus,
  LanguageCode,
  OrderItemStatus,
  PaymentMethodKey,
  ShopIdentity,
} from '@lumen/domain';
import { saveAddress } from '../../account-area/user-details-repository.ts';
import { deliveryWindow } from '../../commerce/baskets/delivery-window.ts';
import { insertGuestCustomer, recordAccountCustomer } from '../../commerce/orders/customer-repository.ts';
import { insertOrder } from '../../commerce/orders/order-repository.ts';
import type { NewOrder, NewOrderItem } from '../../commerce/orders/order-repository.ts';
import { hashPassword } from '../../identity/password-hash.ts';
import type { Db, Queryable } from '../../db/db.ts';
import { demoCustomerPassword, demoCustomers, demoPersonDetails } from './demo-customers.ts';
import type { DemoCustomer } from './demo-customers.ts';

/** One demo order: its packages' delivery statuses and the status of each item by package. */
interface DemoOrderPlan {
  customer: DemoCustomer['kind'];
  daysAgo: number;
  payment: PaymentMethodKey;
  packages: { status: DeliveryStatus; items: OrderItemStatus[] }[];
}

/**
 * An order in every §4 delivery status for the verified customer, each built so that the §4 derived
 * status (domain `orderStatus`) is that status too: returned needs all items back and a completed
 * shipment, the partial ones a mix of items. The unverified customer and the guest have one each.
 */
const orderPlans: Record<DeliveryStatus, Omit<DemoOrderPlan, 'customer' | 'payment'>> = {
  open: { daysAgo: 1, packages: [{ status: 'open', items: ['available'] }] },
  delegation_pending: { daysAgo: 2, packages: [{ status: 'delegation_pending', items: ['available'] }] },
  shipment_pending: {
    daysAgo: 3,
    packages: [{ status: 'shipment_pending', items: ['available', 'available'] }],
  },
  shipment_completed: { daysAgo: 12, packages: [{ status: 'shipment_completed', items: ['available'] }] },
  cancellation_completed: {
    daysAgo: 20,
    packages: [{ status: 'cancellation_completed', items: ['available'] }],
  },
  returned: {
    daysAgo: 45,
    packages: [
      { status: 'shipment_completed', items: ['returned'] },
      { status: 'returned', items: ['returned'] },
    ],
  },
  partially_returned: {
    daysAgo: 60,
    packages: [{ status: 'partially_returned', items: ['returned', 'available'] }],
  },
  cancelled: { daysAgo: 75, packages: [{ status: 'cancelled', items: ['cancelled'] }] },
  partially_cancelled: {
    daysAgo: 90,
    packages: [{ status: 'partially_cancelled', items: ['cancelled', 'available'] }],
  },
};

function plansFor(payment: PaymentMethodKey): DemoOrderPlan[] {
  return [
    ...deliveryStatuses.map((status) => ({ customer: 'verified' as const, payment, ...orderPlans[status] })),
    { customer: 'unverified', payment, daysAgo: 4, packages: [{ status: 'open', items: ['available'] }] },
    {
      customer: 'guest',
      payment,
      daysAgo: 6,
      packages: [{ status: 'shipment_pending', items: ['available'] }],
    },
  ];
}

const trackingUrls: Record<CarrierKey, string> = {
  DHL: 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=',
  POST_AT: 'https://www.post.at/s/sendungssuche?snr=',
  POST_CH: 'https://service.post.ch/ekp-web/ui/entry/search/',
  INPOST_PL: 'https://inpost.pl/sledzenie-przesylek?number=',
  POST_CZ: 'https://www.postaonline.cz/trackandtrace/-/zasilka/cislo?parcelNumbers=',
};

/** Statuses after the carrier took the parcel: they have a tracking number. */
const tracked: ReadonlySet<DeliveryStatus> = new Set([
  'shipment_pending',
  'shipment_completed',
  'returned',
  'partially_returned',
]);

const groupLabels: Record<'name' | 'brand', Record<LanguageCode, string>> = {
  name: { de: 'Name', fr: 'Nom', it: 'Nome', pl: 'Nazwa', cs: 'Název' },
  brand: { de: 'Marke', fr: 'Marque', it: 'Marca', pl: 'Marka', cs: 'Značka' },
};

interface SeedVariantRow {
  variant_id: number;
  product_id: number;
  texts: Partial<Record<LanguageCode, { name: string }>>;
  images: { hash: string; view: string }[];
  brand_id: number;
  brand: string;
  list_price: number;
  sale_percent: number;
}

/** Sellable variants of the shop's catalogue, in a fixed order so every run picks the same. */
async function seedVariants(q: Queryable, shop: ShopIdentity): Promise<SeedVariantRow[]> {
  const { rows } = await q.query<SeedVariantRow>(
    `select v.id as variant_id, p.id as product_id, p.texts, p.images, b.id as brand_id, b.name as brand,
            vp.list_price, vp.sale_percent
       from variants v
       join products p on p.id = v.product_id
       join brands b on b.id = p.brand_id
       join variant_prices vp on vp.variant_id = v.id and vp.currency = $2
      where p.is_active and p.sales_status = 'published' and v.stock > 0
        and (p.shop_ids is null or $1 = any(p.shop_ids)) and (b.shop_ids is null or $1 = any(b.shop_ids))
      order by v.id
      limit 24`,
    [shop.shopId, shop.currency],
  );
  return rows;
}

function snapshot(row: SeedVariantRow, shop: ShopIdentity): Pick<NewOrderItem, 'product' | 'variant'> {
  const group = (key: 'name' | 'brand', label: string, id: number | undefined) => ({
    id: null,
    key,
    label: groupLabels[key][shop.language],
    type: null,
    multiSelect: false as const,
    values: { label, ...(id === undefined ? {} : { id }) },
  });
  const name = row.texts[shop.language]?.name ?? row.texts.de?.name ?? `#${row.product_id}`;
  const attributes: Attributes = {
    name: group('name', name, undefined),
    brand: group('brand', row.brand, row.brand_id),
  };
  return {
    product: {
      id: row.product_id,
      attributes,
      images: row.images.map((image) => ({ hash: image.hash, name: `${image.view}.webp` })),
    },
    variant: { id: row.variant_id },
  };
}

/** Deterministic demo ids: the shop id and a running number make the 12 digits of §5. */
const demoOrderId = (shop: ShopIdentity, index: number) => shop.shopId * 100_000_000 + index + 1;
const demoCbdToken = (orderId: number) =>
  createHash('sha256').update(`demo-order-${orderId}`).digest('base64url');

function demoOrder(
  shop: ShopIdentity,
  plan: DemoOrderPlan,
  index: number,
  customer: { id: number; person: DemoCustomer },
  variants: readonly SeedVariantRow[],
  now: Date,
): NewOrder {
  const id = demoOrderId(shop, index);
  const placedAt = new Date(now.getTime() - plan.daysAgo * 86_400_000);
  const carrierKey = carriersByCountry[shop.country][0]!;
  const rate = standardVatRates[shop.country];
  let pick = index * 3;
  const items: NewOrderItem[] = plan.packages.flatMap((pkg, packageIndex) =>
    pkg.items.map((status) => {
      const row = variants[pick++ % variants.length]!;
      const withTax = Math.round((row.list_price * (100 - row.sale_percent)) / 100);
      return {
        packageIndex,
        status,
        price: { withTax, withoutTax: netFromGross(withTax, rate) },
        ...snapshot(row, shop),
        customData: { origin: 'demo-seed' },
      };
    }),
  );
  const itemsWithTax = items.reduce((sum, item) => sum + item.price.withTax, 0);
  // Demo orders hold frames and care products, never glasses made to a prescription.
  const fee = deliveryFeeOf(
    shop.country,
    { itemsWithTax, holdsPrescriptionGlasses: false },
    { enabled: false },
  );
  const feeWithoutTax = netFromGross(fee, rate);
  const withTax = itemsWithTax + fee;
  const withoutTax = items.reduce((sum, item) => sum + item.price.withoutTax, 0) + feeWithoutTax;
  const address = customer.person.address;
  return {
    id,
    shopId: shop.shopId,
    customerId: customer.id,
    cbdToken: demoCbdToken(id),
    email: customer.person.email,
    zipCode: address.zipCode,
    currency: shop.currency,
    cost: {
      withTax,
      withoutTax,
      tax: { vat: { amount: withTax - withoutTax, rate } },
      appliedFees:
        fee > 0
          ? [{ category: 'delivery', key: carrierKey, amount: { withTax: fee, withoutTax: feeWithoutTax } }]
          : [],
    },
    vouchers: [],
    paymentKey: plan.payment,
    carrierKey,
    shippingAddress: address,
    billingAddress: address,
    basketKey: null,
    idempotency: null,
    createdAt: placedAt,
    confirmedAt: placedAt,
    packages: plan.packages.map((pkg, position) => ({
      deliveryStatus: pkg.status,
      carrierKey,
      deliveryDate: deliveryWindow(placedAt, 'from_stock'),
      tracking: tracked.has(pkg.status)
        ? { id: `${id}${position + 1}`, url: `${trackingUrls[carrierKey]}${id}${position + 1}` }
        : null,
    })),
    items,
  };
}

/** The identity's account of a demo person, made if missing; its basket key goes to the backend. */
async function findOrInsertAccount(
  tx: Queryable,
  shop: ShopIdentity,
  person: DemoCustomer,
  passwordHash: () => Promise<string>,
): Promise<{ id: number; basketKey: string; inserted: boolean }> {
  const found = await tx.query<{ id: number; basket_key: string }>(
    'select id, basket_key from customers where shop_id = $1 and lower(email) = lower($2) and not is_guest',
    [shop.shopId, person.email],
  );
  if (found.rows[0])
    return { id: Number(found.rows[0].id), basketKey: found.rows[0].basket_key, inserted: false };
  const { rows } = await tx.query<{ id: number; basket_key: string }>(
    `insert into customers (shop_id, email, first_name, last_name, gender, birth_date, phone, password_hash, verified)
     values ($1, $2, $3, $4, $5, $6::date, $7, $8, $9) returning id, basket_key`,
    [
      shop.shopId,
      person.email,
      person.firstName,
      person.lastName,
      person.gender,
      person.birthDate,
      person.phone,
      await passwordHash(),
      person.kind === 'verified',
    ],
  );
  return { id: Number(rows[0]!.id), basketKey: rows[0]!.basket_key, inserted: true };
}

/**
 * The demo person as the commerce backend knows them: an account as its orders name it, or the
 * guest of the demo's guest order (the backend's own guest record, found again by its email).
 */
async function findOrInsertCustomer(
  tx: Queryable,
  shop: ShopIdentity,
  person: DemoCustomer,
  passwordHash: () => Promise<string>,
): Promise<{ id: number; inserted: boolean }> {
  const details = demoPersonDetails(person);
  if (person.kind === 'guest') {
    const found = await tx.query<{ id: number }>(
      `select id from commerce_customers
        where shop_id = $1 and lower(email) = lower($2) and is_guest order by id limit 1`,
      [shop.shopId, person.email],
    );
    if (found.rows[0]) return { id: Number(found.rows[0].id), inserted: false };
    return { id: (await insertGuestCustomer(tx, shop.shopId, details)).id, inserted: true };
  }
  const account = await findOrInsertAccount(tx, shop, person, passwordHash);
  const verified = person.kind === 'verified';
  await recordAccountCustomer(tx, shop.shopId, { id: account.id, verified, ...details }, account.basketKey);
  // An account keeps its billing address, as a customer who has ordered before does: the checkout
  // and the user page start with it. Only a new account gets it; a changed one stays as it is.
  if (account.inserted) {
    await saveAddress(tx, account.id, 'billing', person.address, markets[shop.country].alpha3);
  }
  return { id: account.id, inserted: account.inserted };
}

export interface DemoCustomerSeedResult {
  customers: number;
  orders: number;
  /** Shops whose catalogue had nothing to order, so their demo customers have no orders. */
  shopsWithoutOrders: string[];
}

/**
 * Demo customers of every shop (a verified account, an unverified one and a guest, §6) with orders
 * in every §4 delivery status, from variants of the catalogue (seeded before). Only what is missing
 * is inserted, so running it again changes nothing. Branch orders and contact-lens subscriptions
 * are seedCustomerExtras' part (customer-extras/seed-customer-extras.ts).
 */
export async function seedDemoCustomers(db: Db, options: { now: Date }): Promise<DemoCustomerSeedResult> {
  // The demo accounts share one published password, so one hash (one salt) serves them all; it is
  // made only when an account is missing, since hashing costs about a second at every start.
  let hashed: Promise<string> | undefined;
  const passwordHash = () => (hashed ??= hashPassword(demoCustomerPassword));
  return db.transaction(async (tx) => {
    // Two processes seeding at once would otherwise both insert the guests.
    await tx.query(`select pg_advisory_xact_lock(7301004, hashtext('demo-customers'))`);
    const result: DemoCustomerSeedResult = { customers: 0, orders: 0, shopsWithoutOrders: [] };
    for (const shop of shops) {
      const people = demoCustomers[shop.code];
      const ids = new Map<DemoCustomer['kind'], { id: number; person: DemoCustomer }>();
      for (const person of people) {
        const { id, inserted } = await findOrInsertCustomer(tx, shop, person, passwordHash);
        if (inserted) result.customers += 1;
        ids.set(person.kind, { id, person });
      }
      const variants = await seedVariants(tx, shop);
      if (variants.length === 0) {
        result.shopsWithoutOrders.push(shop.code);
        continue;
      }
      const plans = plansFor(paymentMethodsByCountry[shop.country][0]!);
      for (const [index, plan] of plans.entries()) {
        const customer = ids.get(plan.customer)!;
        if (await insertOrder(tx, demoOrder(shop, plan, index, customer, variants, options.now)))
          result.orders += 1;
      }
    }
    return result;
  });
}
