import {
  SubscriptionSchema,
  addDays,
  addMonths,
  cancelSubscription,
  pauseSubscription,
  shops,
} from '@lumen/domain';
import type {
  AppointmentService,
  BranchOrder,
  IsoDate,
  ShopCode,
  ShopIdentity,
  Subscription,
  SubscriptionChange,
} from '@lumen/domain';
import { findAppointmentByIdempotencyKey } from '../../commerce/branches/appointment-repository.ts';
import { bookPlace, bookingHash } from '../../commerce/branches/appointment-service.ts';
import { localDateOf, marketTimeZone } from '../../shop-time/local-time.ts';
import { insertBranchOrder } from '../../commerce/branch-orders/branch-order-repository.ts';
import { insertSubscription } from '../../commerce/subscriptions/subscription-repository.ts';
import type { Db, Queryable } from '../../db/db.ts';
import { demoCustomers, demoPersonDetails } from '../demo-customers/demo-customers.ts';
import type { DemoCustomer } from '../demo-customers/demo-customers.ts';
import { branchOrderPlans } from './branch-order-plans.ts';
import type { BranchOrderPlan } from './branch-order-plans.ts';

/** The demo accounts that get extras; guests have no account pages (§6). */
const accountKinds = ['verified', 'unverified'] as const;
type AccountKind = (typeof accountKinds)[number];

const dayMs = 86_400_000;

/** Two upcoming appointments per account: an eye test and a contact-lens follow-up. */
const appointmentServices: readonly AppointmentService[] = [
  { productCategory: 'GL', serviceName: 'GL_ET' },
  { productCategory: 'CL', serviceName: 'CL_FU' },
];

/** Deterministic ids, so a second run finds what the first wrote: 12 digits (§5) per shop, account and plan. */
const demoBranchOrderId = (shop: ShopIdentity, account: number, plan: number) =>
  shop.shopId * 100_000_000 + 50_000_000 + account * 10 + plan + 1;
// Below the first id the subscriptions table hands out (1000001).
const demoSubscriptionId = (shop: ShopIdentity, account: number, index: number) =>
  shop.shopId * 100 + account * 10 + index + 1;
const demoAppointmentKey = (shop: ShopIdentity, kind: AccountKind, index: number) =>
  `demo-seed-${shop.shopId}-${kind}-${index + 1}`;

function demoBranchOrder(
  shop: ShopIdentity,
  id: number,
  branchId: string,
  plan: BranchOrderPlan,
  now: Date,
): BranchOrder {
  // A line's price is its unit price; the total is what the pieces add up to.
  const items = plan.lines.map(({ line, quantity }) => ({
    description: line.description[shop.language],
    quantity,
    price: { withTax: line.prices[shop.currency] },
  }));
  const total = items.reduce((sum, item) => sum + item.price.withTax * item.quantity, 0);
  return {
    id: String(id),
    branchId,
    status: plan.status,
    createdAt: new Date(now.getTime() - plan.daysAgo * dayMs).toISOString(),
    readyAt:
      plan.readyInDays === null ? null : new Date(now.getTime() + plan.readyInDays * dayMs).toISOString(),
    items,
    total: { withTax: total },
    // Deposits are whole currency units.
    paid: { withTax: Math.round((total * plan.paidShare) / 100) * 100 },
    currencyCode: shop.currency,
  };
}

function changed(change: SubscriptionChange): Subscription {
  if (!change.ok) throw new Error(`A demo subscription broke a domain rule: ${change.reason}`);
  return change.subscription;
}

/**
 * An active, a paused and a cancelled subscription, each reached through the domain's own
 * changes so it is a state the rules can produce.
 */
function demoSubscriptions(
  ids: readonly [string, string, string],
  lenses: readonly LensVariant[],
  today: IsoDate,
): Subscription[] {
  const lens = (index: number) => lenses[index % lenses.length]!;
  const running = (
    id: string,
    index: number,
    months: 1 | 3 | 6,
    startedMonthsAgo: number,
    deliveries: number,
  ) => {
    const startedOn = addMonths(today, -startedMonthsAgo);
    return SubscriptionSchema.parse({
      id,
      status: 'active',
      productId: lens(index).productId,
      variantId: lens(index).variantId,
      quantity: index === 2 ? 1 : 2,
      intervalMonths: months,
      nextDeliveryDate: addMonths(startedOn, months * deliveries),
      pausedUntil: null,
      startedOn,
      cancelledOn: null,
    });
  };
  return [
    running(ids[0], 0, 3, 4, 2),
    changed(pauseSubscription(running(ids[1], 1, 1, 7, 8), addDays(today, 45), today)),
    changed(cancelSubscription(running(ids[2], 2, 6, 11, 2), addDays(today, -30))),
  ].map((subscription) => SubscriptionSchema.parse(subscription));
}

interface LensVariant {
  productId: number;
  variantId: number;
}

/** Contact-lens variants the shop sells, in a fixed order so every run picks the same. */
async function lensVariants(q: Queryable, shop: ShopIdentity): Promise<LensVariant[]> {
  const { rows } = await q.query<{ product_id: number; variant_id: number }>(
    `select p.id as product_id, v.id as variant_id
       from variants v
       join products p on p.id = v.product_id
       join brands b on b.id = p.brand_id
       join variant_prices vp on vp.variant_id = v.id and vp.currency = $2
      where p.product_category = 'contactLenses' and p.is_active and p.sales_status = 'published'
        and (p.shop_ids is null or $1 = any(p.shop_ids)) and (b.shop_ids is null or $1 = any(b.shop_ids))
      order by v.id
      limit 3`,
    [shop.shopId, shop.currency],
  );
  return rows.map((row) => ({ productId: row.product_id, variantId: row.variant_id }));
}

/** The branch of the customer's own city, or the market's first. */
async function homeBranch(
  q: Queryable,
  shop: ShopIdentity,
  person: DemoCustomer,
): Promise<string | undefined> {
  const { rows } = await q.query<{ id: string }>(
    'select id from branches where country = $1 order by strpos(city, $2) > 0 desc, id limit 1',
    [shop.country, person.address.city],
  );
  return rows[0]?.id;
}

async function accountId(
  q: Queryable,
  shop: ShopIdentity,
  person: DemoCustomer,
): Promise<number | undefined> {
  const { rows } = await q.query<{ id: number }>(
    'select id from customers where shop_id = $1 and lower(email) = lower($2) and not is_guest order by id limit 1',
    [shop.shopId, person.email],
  );
  return rows[0]?.id;
}

/** The first slot of a service with a place left, two days from now or later. */
async function upcomingFreeSlot(
  q: Queryable,
  branchId: string,
  service: AppointmentService['productCategory'],
  now: Date,
): Promise<number | undefined> {
  const { rows } = await q.query<{ id: number }>(
    `select id from appointment_slots
      where branch_id = $1 and service = $2 and booked < capacity and starts_at >= $3
      order by starts_at, id limit 1`,
    [branchId, service, new Date(now.getTime() + 2 * dayMs)],
  );
  return rows[0]?.id;
}

export interface CustomerExtrasSeedResult {
  branchOrders: number;
  subscriptions: number;
  appointments: number;
  /** Shops whose demo accounts were not there yet (seedDemoCustomers runs first). */
  shopsWithoutAccounts: ShopCode[];
  /** Shops of a market without branches, so no branch orders or appointments. */
  shopsWithoutBranches: ShopCode[];
  /** Shops whose catalogue sells no contact lenses, so no subscriptions. */
  shopsWithoutContactLenses: ShopCode[];
}

/**
 * What the demo accounts (verified and unverified, §6) have besides online orders: a branch order
 * in every status at the branch of their city, an active, a paused and a cancelled contact-lens
 * subscription, and two upcoming appointments booked in free slots. Runs after the catalogue,
 * branches and demo customers; only what is missing is written, so running it again changes nothing.
 */
export async function seedCustomerExtras(db: Db, options: { now: Date }): Promise<CustomerExtrasSeedResult> {
  const { now } = options;
  return db.transaction(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(7301005, hashtext('customer-extras'))`);
    const result: CustomerExtrasSeedResult = {
      branchOrders: 0,
      subscriptions: 0,
      appointments: 0,
      shopsWithoutAccounts: [],
      shopsWithoutBranches: [],
      shopsWithoutContactLenses: [],
    };
    for (const shop of shops) {
      const today = localDateOf(now, marketTimeZone(shop.country));
      const lenses = await lensVariants(tx, shop);
      if (lenses.length === 0) result.shopsWithoutContactLenses.push(shop.code);
      for (const [account, kind] of accountKinds.entries()) {
        const person = demoCustomers[shop.code].find((candidate) => candidate.kind === kind)!;
        const customerId = await accountId(tx, shop, person);
        if (customerId === undefined) {
          if (!result.shopsWithoutAccounts.includes(shop.code)) result.shopsWithoutAccounts.push(shop.code);
          continue;
        }
        const branchId = await homeBranch(tx, shop, person);
        if (branchId === undefined) {
          if (!result.shopsWithoutBranches.includes(shop.code)) result.shopsWithoutBranches.push(shop.code);
        } else {
          for (const [index, plan] of branchOrderPlans.entries()) {
            const order = demoBranchOrder(shop, demoBranchOrderId(shop, account, index), branchId, plan, now);
            if (await insertBranchOrder(tx, { order, shopId: shop.shopId, customerId }))
              result.branchOrders += 1;
          }
          for (const [index, service] of appointmentServices.entries()) {
            const key = demoAppointmentKey(shop, kind, index);
            if (await findAppointmentByIdempotencyKey(tx, shop.shopId, key)) continue;
            const slotId = await upcomingFreeSlot(tx, branchId, service.productCategory, now);
            if (slotId === undefined) continue;
            const account = { id: customerId, ...demoPersonDetails(person), verified: kind === 'verified' };
            const body = { slotId, service, customer: { account } };
            await bookPlace(tx, {
              shop,
              branchId,
              body,
              idempotency: { key, requestHash: bookingHash(branchId, body) },
              now,
            });
            result.appointments += 1;
          }
        }
        if (lenses.length > 0) {
          const ids = [0, 1, 2].map((index) => String(demoSubscriptionId(shop, account, index)));
          for (const subscription of demoSubscriptions(ids as [string, string, string], lenses, today)) {
            if (await insertSubscription(tx, { subscription, shopId: shop.shopId, customerId }))
              result.subscriptions += 1;
          }
        }
      }
    }
    return result;
  });
}
