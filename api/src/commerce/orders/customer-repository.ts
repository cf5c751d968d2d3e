import type { Gender, User } from '@lumen/domain';
import type { Queryable } from '../../db/db.ts';
import type { Guest } from './order-request.ts';

/** A customer row as orders and accounts read it. */
export interface CustomerRecord {
  id: number;
  shopId: number;
  email: string;
  firstName: string;
  lastName: string;
  gender: Gender | null;
  birthDate: string | null;
  phone: string | null;
  isGuest: boolean;
  isActive: boolean;
  verified: boolean;
}

interface CustomerDbRow {
  id: number;
  shop_id: number;
  email: string;
  first_name: string;
  last_name: string;
  gender: Gender | null;
  birth_date: string | null;
  phone: string | null;
  is_guest: boolean;
  is_active: boolean;
  verified: boolean;
}

const columns =
  'id, shop_id, email, first_name, last_name, gender, birth_date::text as birth_date, phone, is_guest, is_active, verified';

function recordOf(row: CustomerDbRow): CustomerRecord {
  return {
    id: row.id,
    shopId: row.shop_id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    gender: row.gender,
    birthDate: row.birth_date,
    phone: row.phone,
    isGuest: row.is_guest,
    isActive: row.is_active,
    verified: row.verified,
  };
}

export async function findCustomer(
  q: Queryable,
  shopId: number,
  id: number,
): Promise<CustomerRecord | undefined> {
  const { rows } = await q.query<CustomerDbRow>(
    `select ${columns} from customers where shop_id = $1 and id = $2`,
    [shopId, id],
  );
  return rows[0] && recordOf(rows[0]);
}

/**
 * The customer whose own basket this is (a customer's basket key is made with their row), or
 * undefined for a visitor's basket, which is nobody's until an order names its customer.
 */
export async function customerOfBasket(
  q: Queryable,
  shopId: number,
  basketKey: string,
): Promise<{ customerId: number; email: string } | undefined> {
  const { rows } = await q.query<{ id: number; email: string }>(
    'select id, email from customers where shop_id = $1 and basket_key = $2',
    [shopId, basketKey],
  );
  return rows[0] && { customerId: rows[0].id, email: rows[0].email };
}

/** Each guest order makes its own guest customer: a guest has no account to find again. */
export async function insertGuestCustomer(
  q: Queryable,
  shopId: number,
  guest: Guest,
): Promise<CustomerRecord> {
  const { rows } = await q.query<CustomerDbRow>(
    `insert into customers (shop_id, email, first_name, last_name, gender, birth_date, phone, is_guest, verified)
     values ($1, $2, $3, $4, $5, $6::date, $7, true, false) returning ${columns}`,
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
  return recordOf(rows[0]!);
}

/** The §3 User of a customer; addresses are added where an order supplies them. */
export function userOf(customer: CustomerRecord): User {
  return {
    id: customer.id,
    status: { isGuestCustomer: customer.isGuest, isActive: customer.isActive },
    info: { verified: customer.verified },
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    ...(customer.phone ? { phone: customer.phone } : {}),
    ...(customer.gender ? { gender: customer.gender } : {}),
    ...(customer.birthDate ? { birthDate: customer.birthDate } : {}),
  };
}
