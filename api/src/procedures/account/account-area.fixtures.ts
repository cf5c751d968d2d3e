/**
 * Customers of the account-area tests, made the way shoppers make them: registered through the
 * RPC (and verified by the mailed link), signed in with a demo account, or a guest. Test support.
 */
import { getShopByCode } from '@lumen/domain';
import type { ShopCode } from '@lumen/domain';
import { expect } from 'vitest';
import { seedNow } from '../../commerce/conformance/seeded-storefront.fixtures.ts';
import type { Db } from '../../db/db.ts';
import { seedBranches } from '../../seed/branches/seed-branches.ts';
import { seedCustomerExtras } from '../../seed/customer-extras/seed-customer-extras.ts';
import { demoCustomerPassword, demoCustomers } from '../../seed/demo-customers/demo-customers.ts';
import type { DemoCustomer } from '../../seed/demo-customers/demo-customers.ts';
import { seedDemoCustomers } from '../../seed/demo-customers/seed-demo-customers.ts';
import type { CommerceProcedures, Visitor } from '../commerce-procedures.fixtures.ts';

/** A signed-in browser and the customer behind it. */
export interface AccountHolder {
  visitor: Visitor;
  customerId: number;
  email: string;
}

/**
 * Branches with appointment slots, and the demo customers of every shop with their orders, branch
 * orders, subscriptions and appointments, all at the seed's moment (the harness's clock).
 */
export async function seedAccountArea(db: Db): Promise<void> {
  await seedBranches(db, { now: seedNow });
  await seedDemoCustomers(db, { now: seedNow });
  await seedCustomerExtras(db, { now: seedNow });
}

let registrations = 0;

/** The token of the newest verification mail the outbox holds for `recipient`. */
export async function mailedToken(db: Db, recipient: string): Promise<string> {
  const { rows } = await db.query<{ body: string }>(
    `select body from mail_outbox where recipient = $1 and kind = 'verify_email' order by id desc limit 1`,
    [recipient],
  );
  const token = /[?&]verifyEmail=([A-Za-z0-9_-]+)/.exec(rows[0]?.body ?? '')?.[1];
  if (!token) throw new Error(`No verification mail for ${recipient}`);
  return token;
}

/**
 * A new account, registered and signed in through the RPC; `verified` follows the link of the
 * verification mail from the outbox, as its owner would.
 */
export async function registeredAccount(
  procedures: CommerceProcedures,
  options: { verified: boolean; shop?: ShopCode; firstName?: string },
): Promise<AccountHolder> {
  const visitor = procedures.visitor(options.shop ?? 'de-de');
  registrations += 1;
  const email = `kundin.${registrations}@example.de`;
  const { user } = await visitor.call('register', {
    firstName: options.firstName ?? 'Jana',
    lastName: 'Nováková-Weiß',
    email,
    password: 'Brille!2024',
    acceptedTerms: true,
  });
  if (options.verified) {
    const verified = await visitor.call('verifyEmail', { token: await mailedToken(procedures.db, email) });
    expect(verified.info.verified).toBe(true);
  }
  return { visitor, customerId: user.id, email };
}

/** A demo account of the seed (`seedAccountArea`), signed in with the demo password. */
export async function demoAccount(
  procedures: CommerceProcedures,
  kind: Exclude<DemoCustomer['kind'], 'guest'>,
  shop: ShopCode = 'de-de',
): Promise<AccountHolder> {
  const person = demoCustomers[shop].find((candidate) => candidate.kind === kind)!;
  const visitor = procedures.visitor(shop);
  const { user } = await visitor.call('signIn', { email: person.email, password: demoCustomerPassword });
  expect(user.info.verified).toBe(kind === 'verified');
  return { visitor, customerId: user.id, email: person.email };
}

/** A guest customer (§1), signed in by checking out as a guest. */
export async function guestCustomer(
  procedures: CommerceProcedures,
  shop: ShopCode = 'de-de',
): Promise<Visitor> {
  const visitor = procedures.visitor(shop);
  const { user } = await visitor.call('continueAsGuest', { email: 'gast@example.de' });
  expect(user.status.isGuestCustomer).toBe(true);
  return visitor;
}

/** The de-de shop's id, where these tests' customers live unless a test says otherwise. */
export const germanShopId = getShopByCode('de-de').shopId;
