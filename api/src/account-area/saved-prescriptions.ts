import type { SavedPrescription, ShopIdentity } from '@lumen/domain';
import type { CustomerRecord } from '../identity/customer-records.ts';
import type { Db } from '../db/db.ts';
import { AppError } from '../rpc/app-error.ts';
import type { RpcInput } from '../rpc/define-procedure.ts';
import {
  customerPrescriptions,
  deletePrescription,
  insertPrescription,
  lockedPrescriptionCount,
  updatePrescriptionRow,
} from './saved-prescription-repository.ts';
import { shopToday } from './shop-today.ts';

/**
 * How many prescriptions a customer keeps: enough for glasses, sunglasses, contact lenses and a
 * few older ones, few enough that the configurator's picker stays one short list.
 */
export const maxSavedPrescriptions = 10;

const tooMany = `You can keep at most ${maxSavedPrescriptions} prescriptions: delete one first`;
const measuredInFuture = 'A prescription cannot be measured after today';
const notFound = 'Saved prescription not found';

export function listPrescriptions(db: Db, customer: CustomerRecord): Promise<SavedPrescription[]> {
  return customerPrescriptions(db, customer.id);
}

/**
 * Keeps a prescription for the customer. Like a full basket or wishlist (§8: 413 maximum count
 * reached), one beyond the limit is refused with 413. Runs of whitespace in the name become one
 * space: the picker shows it on one line.
 */
/** §5-style check the payload schema cannot make: a prescription is measured today at the latest. */
function checkMeasuredOn(shop: ShopIdentity, measuredOn: string | null, now: Date): void {
  if (measuredOn !== null && measuredOn > shopToday(shop, now)) {
    throw new AppError('VALIDATION_FAILED', measuredInFuture, {
      details: [{ field: 'payload.measuredOn', message: measuredInFuture }],
    });
  }
}

/** The kept name: runs of whitespace become one space, as the picker shows it on one line. */
const keptName = (name: string) => name.replace(/\s+/g, ' ');

export function savePrescription(
  db: Db,
  shop: ShopIdentity,
  customer: CustomerRecord,
  input: RpcInput<'savePrescription'>,
): Promise<SavedPrescription> {
  const now = new Date();
  checkMeasuredOn(shop, input.measuredOn, now);
  return db.transaction(async (tx) => {
    if ((await lockedPrescriptionCount(tx, customer.id)) >= maxSavedPrescriptions) {
      throw new AppError('PAYLOAD_TOO_LARGE', tooMany, { details: [{ field: 'payload', message: tooMany }] });
    }
    return insertPrescription(
      tx,
      customer.id,
      { name: keptName(input.name), values: input.values, measuredOn: input.measuredOn },
      now,
    );
  });
}

/** Changes one of the customer's prescriptions in one write; anyone else's, or an unknown id, is not found. */
export async function changePrescription(
  db: Db,
  shop: ShopIdentity,
  customer: CustomerRecord,
  input: RpcInput<'updatePrescription'>,
): Promise<SavedPrescription> {
  checkMeasuredOn(shop, input.measuredOn, new Date());
  const changed =
    /^[1-9]\d{0,14}$/.test(input.id) &&
    (await updatePrescriptionRow(db, customer.id, Number(input.id), {
      name: keptName(input.name),
      values: input.values,
      measuredOn: input.measuredOn,
    }));
  if (!changed) throw new AppError('NOT_FOUND', notFound);
  return changed;
}

/** Deletes one of the customer's prescriptions; anyone else's, or an unknown id, is not found. */
export async function removePrescription(db: Db, customer: CustomerRecord, id: string): Promise<void> {
  const deleted = /^[1-9]\d{0,14}$/.test(id) && (await deletePrescription(db, customer.id, Number(id)));
  if (!deleted) throw new AppError('NOT_FOUND', notFound);
}
