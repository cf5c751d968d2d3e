import type { Db, Queryable } from '../../db/db.ts';
import { appointmentSlots } from './appointment-slots.ts';
import type { AppointmentSlotRecord } from './appointment-slots.ts';
import { branchDirectory } from './branch-directory.ts';
import type { BranchRecord } from './branch-directory.ts';

const insertBranchesSql = `
  insert into branches (id, name, country, county, county_slug, city, city_slug, street, house_number,
                        zip_code, phone, email, lat, lng, time_zone, opening_hours, services, ropo)
  select r.id, r.name, r.country, r.county, r."countySlug", r.city, r."citySlug", r.street, r."houseNumber",
         r."zipCode", r.phone, r.email, (r.geo ->> 'lat')::double precision, (r.geo ->> 'lng')::double precision,
         r."timeZone", r."openingHours", r.services, r.ropo
    from jsonb_to_recordset($1::jsonb) as r(
      id text, name text, country text, county text, "countySlug" text, city text, "citySlug" text,
      street text, "houseNumber" text, "zipCode" text, phone text, email text, geo jsonb, "timeZone" text,
      "openingHours" jsonb, services text[], ropo boolean)`;

const insertSlotsSql = `
  insert into appointment_slots (branch_id, starts_at, service, duration_minutes, capacity, booked)
  select r."branchId", r."startsAt", r.service, r."durationMinutes", r.capacity, r.booked
    from jsonb_to_recordset($1::jsonb) as r(
      "branchId" text, "startsAt" timestamptz, service text, "durationMinutes" integer,
      capacity integer, booked integer)`;

const slotChunk = 10_000;

/** Writes branches and their slots in one go per chunk (no round trip per row). Run it in a transaction. */
export async function insertBranches(
  tx: Queryable,
  branches: readonly BranchRecord[],
  slots: readonly AppointmentSlotRecord[],
): Promise<void> {
  await tx.query(insertBranchesSql, [JSON.stringify(branches)]);
  for (let start = 0; start < slots.length; start += slotChunk) {
    await tx.query(insertSlotsSql, [JSON.stringify(slots.slice(start, start + slotChunk))]);
  }
}

export interface SeedBranchesResult {
  /** False when branches existed and nothing was written. */
  seeded: boolean;
  branches: number;
  slots: number;
}

// Transaction-scoped, like the catalogue's: two processes starting at once seed once.
const lockStatement = `select pg_advisory_xact_lock(7301003, hashtext(coalesce(current_schema(), '')))`;

/** Seeds the branch directory and 21 days of slots from `now` if there are no branches yet. */
export async function seedBranches(db: Db, options: { now: Date }): Promise<SeedBranchesResult> {
  return db.transaction(async (tx) => {
    await tx.query(lockStatement);
    const { rows } = await tx.query<{ empty: boolean }>(
      'select not exists (select 1 from branches) as empty',
    );
    if (!rows[0]?.empty) return { seeded: false, branches: 0, slots: 0 };
    const branches = branchDirectory();
    const slots = appointmentSlots(branches, options.now);
    await insertBranches(tx, branches, slots);
    return { seeded: true, branches: branches.length, slots: slots.length };
  });
}
