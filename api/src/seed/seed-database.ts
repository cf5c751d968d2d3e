import type { Logger } from 'pino';
import type { Db } from '../db/db.ts';
import { seedBranches } from './branches/seed-branches.ts';
import { seedCatalog } from './catalog/seed-catalog.ts';
import { seedContent } from './content/seed-content.ts';
import { seedCustomerExtras } from './customer-extras/seed-customer-extras.ts';
import { seedDemoCustomers } from './demo-customers/seed-demo-customers.ts';
import { seedShops } from './seed-shops.ts';

export interface SeedDatabaseResult {
  /** True when this run created the demo customers (a fresh database): their sign-ins are worth printing. */
  demoCustomersCreated: boolean;
}

/**
 * Fills what a fresh database lacks, in dependency order: shop settings, the catalogue (size
 * `products`; 0 leaves the catalogue, branches and demo customers out), branches with
 * appointment slots, demo customers with their orders, branch orders, subscriptions and appointments. Each step inserts only what is missing,
 * so a restart changes nothing. Progress goes to the log, since a first start takes a moment.
 */
export async function seedDatabase(
  db: Db,
  options: { products: number; logger: Logger; now?: Date },
): Promise<SeedDatabaseResult> {
  const { logger } = options;
  const now = options.now ?? new Date();
  const shops = await seedShops(db);
  if (shops.length > 0) logger.info({ shops }, 'seeded shop settings');
  await seedContent(db);
  if (options.products === 0) return { demoCustomersCreated: false };

  const started = performance.now();
  const catalog = await seedCatalog(db, {
    products: options.products,
    now,
    onProgress: (step) => logger.info({ step }, 'seeding the catalogue'),
  });
  if (catalog.seeded) {
    const seconds = Math.round(performance.now() - started) / 1000;
    logger.info({ products: catalog.products, variants: catalog.variants, seconds }, 'seeded the catalogue');
  }
  const branches = await seedBranches(db, { now });
  if (branches.seeded) logger.info({ branches: branches.branches, slots: branches.slots }, 'seeded branches');
  const customers = await seedDemoCustomers(db, { now });
  if (customers.customers > 0) {
    logger.info({ customers: customers.customers, orders: customers.orders }, 'seeded demo customers');
  }
  const extras = await seedCustomerExtras(db, { now });
  if (extras.branchOrders + extras.subscriptions + extras.appointments > 0) {
    logger.info(
      {
        branchOrders: extras.branchOrders,
        subscriptions: extras.subscriptions,
        appointments: extras.appointments,
      },
      'seeded branch orders, subscriptions and appointments',
    );
  }
  return { demoCustomersCreated: customers.customers > 0 };
}
