import { checkDateOfBirth, markets } from '@lumen/domain';
import type { AddressInput, IsoDate, ShopIdentity, User } from '@lumen/domain';
import { findCustomer, userOf } from '../identity/customer-records.ts';
import type { CustomerRecord } from '../identity/customer-records.ts';
import type { Db, Queryable } from '../db/db.ts';
import { AppError } from '../rpc/app-error.ts';
import type { RpcInput } from '../rpc/define-procedure.ts';
import { describeDetails } from '../rpc/error-details.ts';
import { shopToday } from './shop-today.ts';
import {
  customerAddresses,
  deleteAddress,
  saveAddress,
  updateCustomerDetails,
} from './user-details-repository.ts';
import type { AddressKind } from './user-details-repository.ts';

const calendarDate = (date: IsoDate) => {
  const [year, month, day] = date.split('-').map(Number);
  return { year: year!, month: month!, day: day! };
};

/**
 * §5 date of birth, for a day the payload schema already knows is real: from 1900 on and before
 * today in the shop's market. The domain's rule reads day.month.year, as the form shows it.
 */
function checkBirthDate(birthDate: IsoDate, today: IsoDate): void {
  const { year, month, day } = calendarDate(birthDate);
  const result = checkDateOfBirth(`${day}.${month}.${year}`, calendarDate(today));
  if (result.ok) return;
  const details = [{ field: 'payload.birthDate', message: result.message.key }];
  throw new AppError('VALIDATION_FAILED', `Invalid request: ${describeDetails(details)}`, { details });
}

/** A customer's §3 User with the addresses kept on the user page (getUserInfo can answer the same). */
export async function withKeptAddresses(q: Queryable, user: User): Promise<User> {
  const address = await customerAddresses(q, user.id);
  return address ? { ...user, address } : user;
}

const addressKinds = ['billing', 'shipping'] as const satisfies readonly AddressKind[];
const addressField = { billing: 'billingAddress', shipping: 'shippingAddress' } as const;

/**
 * The user page's save (§2 /account/user/): names, gender, birth date, phone and the two
 * addresses, written in one transaction so the page never shows half of a save. An address is
 * kept in the shop's market (its country comes from there).
 */
export async function updateUserDetails(
  db: Db,
  shop: ShopIdentity,
  customer: CustomerRecord,
  input: RpcInput<'updateUser'>,
): Promise<User> {
  if (input.birthDate != null) checkBirthDate(input.birthDate, shopToday(shop));
  return db.transaction(async (tx) => {
    await updateCustomerDetails(tx, customer.id, {
      firstName: input.firstName,
      lastName: input.lastName,
      gender: input.gender,
      birthDate: input.birthDate,
      // An emptied phone field removes the number.
      phone: input.phone === '' ? null : input.phone,
    });
    for (const kind of addressKinds) {
      const address = input[addressField[kind]];
      if (address === null) await deleteAddress(tx, customer.id, kind);
      else if (address !== undefined) {
        await saveAddress(tx, customer.id, kind, address, markets[shop.country].alpha3);
      }
    }
    const updated = await findCustomer(tx, shop.shopId, customer.id);
    if (!updated) throw new Error(`Customer ${customer.id} vanished while saving their details`);
    return withKeptAddresses(tx, userOf(updated));
  });
}

/**
 * After a customer's first order, the account keeps the addresses it went to, so the next checkout
 * and the user page start with them: only when the account keeps no billing address yet, and never
 * for a guest, who has no account to keep them in. One transaction: both addresses or neither.
 */
export async function keepFirstOrderAddresses(
  db: Db,
  shop: ShopIdentity,
  customer: CustomerRecord,
  order: { billingAddress: AddressInput; shippingAddress?: AddressInput | undefined },
): Promise<void> {
  if (customer.isGuest) return;
  await db.transaction(async (tx) => {
    const kept = await customerAddresses(tx, customer.id);
    if (kept?.billing) return;
    const country = markets[shop.country].alpha3;
    await saveAddress(tx, customer.id, 'billing', order.billingAddress, country);
    if (order.shippingAddress) await saveAddress(tx, customer.id, 'shipping', order.shippingAddress, country);
  });
}
