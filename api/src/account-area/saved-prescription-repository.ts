import { PrescriptionValuesSchema } from '@lumen/domain';
import type { IsoDate, PrescriptionValues, SavedPrescription } from '@lumen/domain';
import type { Queryable } from '../db/db.ts';

interface SavedPrescriptionRow {
  id: string;
  name: string;
  prescription_values: unknown;
  measured_on: string | null;
  created_at: Date;
}

// Dates as text: node-postgres would turn a date into a local midnight, PGlite into a UTC one.
const columns = 'id::text as id, name, prescription_values, measured_on::text as measured_on, created_at';

function savedPrescriptionOf(row: SavedPrescriptionRow): SavedPrescription {
  const values = PrescriptionValuesSchema.safeParse(row.prescription_values);
  // Only checked values are written: a row that no longer fits the rules is a fault to see, not to show.
  if (!values.success) {
    throw new Error(
      `Saved prescription ${row.id} does not fit the prescription rules: ${values.error.message}`,
    );
  }
  return {
    id: row.id,
    name: row.name,
    values: values.data,
    measuredOn: row.measured_on,
    createdAt: row.created_at.toISOString(),
  };
}

/** The customer's saved prescriptions, newest first. */
export async function customerPrescriptions(q: Queryable, customerId: number): Promise<SavedPrescription[]> {
  const { rows } = await q.query<SavedPrescriptionRow>(
    `select ${columns} from saved_prescriptions where customer_id = $1 order by id desc`,
    [customerId],
  );
  return rows.map(savedPrescriptionOf);
}

/**
 * How many prescriptions the customer keeps, read under a lock on the customer's row: two saves
 * at once count one after the other, so neither slips past the limit.
 */
export async function lockedPrescriptionCount(tx: Queryable, customerId: number): Promise<number> {
  await tx.query('select id from customers where id = $1 for update', [customerId]);
  const { rows } = await tx.query<{ count: number }>(
    'select count(*)::int as count from saved_prescriptions where customer_id = $1',
    [customerId],
  );
  return rows[0]?.count ?? 0;
}

export interface NewSavedPrescription {
  name: string;
  values: PrescriptionValues;
  measuredOn: IsoDate | null;
}

export async function insertPrescription(
  q: Queryable,
  customerId: number,
  prescription: NewSavedPrescription,
  now: Date,
): Promise<SavedPrescription> {
  const { rows } = await q.query<SavedPrescriptionRow>(
    `insert into saved_prescriptions (customer_id, name, prescription_values, measured_on, created_at)
     values ($1, $2, $3::jsonb, $4::date, $5) returning ${columns}`,
    [customerId, prescription.name, JSON.stringify(prescription.values), prescription.measuredOn, now],
  );
  return savedPrescriptionOf(rows[0]!);
}

/** Replaces one of the customer's prescriptions; null when they keep none by that id. */
export async function updatePrescriptionRow(
  q: Queryable,
  customerId: number,
  id: number,
  prescription: NewSavedPrescription,
): Promise<SavedPrescription | null> {
  const { rows } = await q.query<SavedPrescriptionRow>(
    `update saved_prescriptions set name = $3, prescription_values = $4::jsonb, measured_on = $5::date
      where id = $1 and customer_id = $2 returning ${columns}`,
    [id, customerId, prescription.name, JSON.stringify(prescription.values), prescription.measuredOn],
  );
  return rows[0] ? savedPrescriptionOf(rows[0]) : null;
}

/** Deletes one of the customer's prescriptions; answers whether there was one. */
export async function deletePrescription(q: Queryable, customerId: number, id: number): Promise<boolean> {
  const { rowCount } = await q.query('delete from saved_prescriptions where id = $1 and customer_id = $2', [
    id,
    customerId,
  ]);
  return rowCount === 1;
}
