/** Shared setup of the branch and appointment tests: the branch directory, chosen slots, customers. Test support. */
import type { BranchServiceCode } from '@lumen/domain';
import type { Db } from '../../db/db.ts';
import { branchDirectory } from '../../seed/branches/branch-directory.ts';
import { insertBranches } from '../../seed/branches/seed-branches.ts';
import { startCommerceTestServer } from '../testing/commerce-test-server.ts';
import type { CommerceTestServer } from '../testing/commerce-test-server.ts';

/** Monday 2 June 2025, 12:00 in Berlin. */
export const fixtureNow = new Date('2025-06-02T10:00:00.000Z');

export interface FixtureSlot {
  branchId: string;
  startsAt: string;
  service: BranchServiceCode;
  capacity: number;
  booked?: number;
}

/** Every branch of the directory and only the slots a test names; answers the slots' ids in order. */
export async function insertFixtureBranches(db: Db, slots: readonly FixtureSlot[]): Promise<number[]> {
  await db.transaction((tx) =>
    insertBranches(
      tx,
      branchDirectory(),
      slots.map((slot) => ({ durationMinutes: 30, booked: 0, ...slot })),
    ),
  );
  const ids: number[] = [];
  for (const slot of slots) {
    const { rows } = await db.query<{ id: number }>(
      'select id from appointment_slots where branch_id = $1 and starts_at = $2 and service = $3',
      [slot.branchId, slot.startsAt, slot.service],
    );
    ids.push(rows[0]!.id);
  }
  return ids;
}

let nextAccountId = 10_001;

/**
 * A customer as the backend records them: an account (an id the shop's identity would have given,
 * made up here) or a guest of the backend's own range. The backend keeps no accounts, so this is
 * the record an order or booking of theirs leaves.
 */
export async function insertCustomer(
  db: Db,
  customer: { shopId?: number; email: string; isGuest?: boolean },
): Promise<number> {
  const isGuest = customer.isGuest ?? false;
  const { rows } = await db.query<{ id: string }>(
    `insert into commerce_customers (id, shop_id, email, first_name, last_name, is_guest)
     values (coalesce($1, nextval(pg_get_serial_sequence('commerce_customers', 'id'))), $2, $3, 'Anna', 'Schmidt', $4)
     returning id`,
    [isGuest ? null : nextAccountId++, customer.shopId ?? 1001, customer.email, isGuest],
  );
  return Number(rows[0]!.id);
}

/** The account `id` as a booking names it (`customer.account`). */
export const accountRef = (id: number, email = `customer-${id}@example.com`) => ({
  id,
  email,
  firstName: 'Anna',
  lastName: 'Schmidt',
  verified: true,
});

/** The commerce app with the branch router, its clock set by `clock.now` (the fixture's Monday noon). */
export async function startBranchApi(db: Db): Promise<{ server: CommerceTestServer; clock: { now: Date } }> {
  const clock = { now: fixtureNow };
  const server = await startCommerceTestServer({
    db,
    extra: { now: () => clock.now },
  });
  return { server, clock };
}

/** The parameters a 400 names. */
export const refusedParameters = (body: unknown) =>
  (body as { errors: { parameter: string }[] }).errors.map((error) => error.parameter);
