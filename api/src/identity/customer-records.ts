import { userOfPerson } from '@lumen/domain';
import type { PersonRecord, User } from '@lumen/domain';
import type { Queryable } from '../db/db.ts';

/**
 * A customer of the shop as its identity knows them: an account (email, password, verification)
 * or a guest who gave only an email to check out (continueAsGuest). The `customers` table is the
 * identity's alone; the commerce backend keeps its own record of whoever orders or books, made
 * from what the order names (commerce/orders/customer-repository.ts), as a hosted SCAYLE tenant
 * would.
 */
export interface CustomerRecord extends PersonRecord {
  shopId: number;
}

// Named as the record's fields, so a row is a CustomerRecord as it comes.
const columns = `id, shop_id as "shopId", email, first_name as "firstName", last_name as "lastName", gender,
  birth_date::text as "birthDate", phone, is_guest as "isGuest", is_active as "isActive", verified`;

export async function findCustomer(
  q: Queryable,
  shopId: number,
  id: number,
): Promise<CustomerRecord | undefined> {
  const { rows } = await q.query<CustomerRecord>(
    `select ${columns} from customers where shop_id = $1 and id = $2`,
    [shopId, id],
  );
  return rows[0];
}

/** The shop's active account with this email (case does not matter), if there is one. */
export async function findActiveAccountByEmail(
  q: Queryable,
  shopId: number,
  email: string,
): Promise<CustomerRecord | undefined> {
  const { rows } = await q.query<CustomerRecord>(
    `select ${columns} from customers
      where shop_id = $1 and lower(email) = lower($2) and not is_guest and is_active`,
    [shopId, email],
  );
  return rows[0];
}

/** The §3 User of a customer; addresses are added where the account page keeps them. */
export const userOf = (customer: CustomerRecord): User => userOfPerson(customer);

/**
 * An account as the commerce backend's orders and bookings name it (POST orders, POST
 * branches/{id}/appointments: `customer.account`): the backend has no accounts of its own and
 * records whatever it is told, as a hosted tenant does.
 */
export function commerceAccountOf(customer: CustomerRecord) {
  return {
    id: customer.id,
    email: customer.email,
    firstName: customer.firstName,
    lastName: customer.lastName,
    verified: customer.verified,
    ...(customer.phone ? { phone: customer.phone } : {}),
    ...(customer.gender ? { gender: customer.gender } : {}),
    ...(customer.birthDate ? { birthDate: customer.birthDate } : {}),
  };
}
