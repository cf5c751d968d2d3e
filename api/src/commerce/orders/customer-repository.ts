import { userOfPerson } from '@lumen/domain';
import type { PersonRecord, User } from '@lumen/domain';
import type { Queryable } from '../../db/db.ts';
import type { AccountCustomer, Guest } from './order-request.ts';

/**
 * Whoever ordered, booked or subscribed, as the backend records them from what the request named:
 * an account with the id its identity gave it, or a guest of one order with an id of the
 * backend's own range. The shop's identity (passwords, sessions, verification) is not the
 * backend's: a hosted SCAYLE tenant knows only what the shop sends.
 */
export interface CommerceCustomer extends Omit<PersonRecord, 'isActive'> {
  shopId: number;
}

// Named as the record's fields, so a row is a CommerceCustomer as it comes.
const columns = `id, shop_id as "shopId", email, first_name as "firstName", last_name as "lastName", gender,
  birth_date::text as "birthDate", phone, is_guest as "isGuest", verified`;

export async function findCommerceCustomer(
  q: Queryable,
  shopId: number,
  id: number,
): Promise<CommerceCustomer | undefined> {
  const { rows } = await q.query<CommerceCustomer>(
    `select ${columns} from commerce_customers where shop_id = $1 and id = $2`,
    [shopId, id],
  );
  return rows[0];
}

/**
 * The customer whose own basket this is (an account's orders name its basket), or undefined for a
 * visitor's basket, or an account's that never ordered: nobody's until an order names its customer.
 */
export async function customerOfBasket(
  q: Queryable,
  shopId: number,
  basketKey: string,
): Promise<{ customerId: number; email: string } | undefined> {
  const { rows } = await q.query<{ customerId: number; email: string }>(
    'select id as "customerId", email from commerce_customers where shop_id = $1 and basket_key = $2',
    [shopId, basketKey],
  );
  return rows[0];
}

/**
 * Records an account as this request names it, or brings its record up to date (names, email and
 * phone change on the account page). An id of another shop's account is refused: undefined.
 */
export async function recordAccountCustomer(
  q: Queryable,
  shopId: number,
  account: AccountCustomer,
  basketKey?: string,
): Promise<CommerceCustomer | undefined> {
  const { rows } = await q.query<CommerceCustomer>(
    `insert into commerce_customers
       (id, shop_id, email, first_name, last_name, gender, birth_date, phone, is_guest, verified, basket_key)
     values ($1, $2, $3, $4, $5, $6, $7::date, $8, false, $9, $10)
     on conflict (id) do update
       set email = excluded.email, first_name = excluded.first_name, last_name = excluded.last_name,
           gender = excluded.gender, birth_date = excluded.birth_date, phone = excluded.phone,
           verified = excluded.verified, basket_key = coalesce(excluded.basket_key, commerce_customers.basket_key)
       where commerce_customers.shop_id = excluded.shop_id
     returning ${columns}`,
    [
      account.id,
      shopId,
      account.email,
      account.firstName,
      account.lastName,
      account.gender ?? null,
      account.birthDate ?? null,
      account.phone || null,
      account.verified,
      basketKey ?? null,
    ],
  );
  return rows[0];
}

/** Each guest order makes its own guest customer: a guest has no account to find again. */
export async function insertGuestCustomer(
  q: Queryable,
  shopId: number,
  guest: Guest,
): Promise<CommerceCustomer> {
  const { rows } = await q.query<CommerceCustomer>(
    `insert into commerce_customers (shop_id, email, first_name, last_name, gender, birth_date, phone, is_guest)
     values ($1, $2, $3, $4, $5, $6::date, $7, true) returning ${columns}`,
    [
      shopId,
      guest.email,
      guest.firstName,
      guest.lastName,
      guest.gender ?? null,
      guest.birthDate ?? null,
      guest.phone || null,
    ],
  );
  return rows[0]!;
}

/** The §3 User of an order's customer (active: the backend orders for nobody else); addresses come from the order. */
export const orderUserOf = (customer: CommerceCustomer): User =>
  userOfPerson({ ...customer, isActive: true });
