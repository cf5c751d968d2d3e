import type { Gender } from '@lumen/domain';
import type { Queryable } from '../db/db.ts';
import { findCustomer } from './customer-records.ts';
import type { CustomerRecord } from './customer-records.ts';

/** An account (a customer who is not a guest) as sign-in reads it: id, state and password hash. */
export interface AccountCredentials {
  id: number;
  passwordHash: string;
  isActive: boolean;
}

/** The shop's account with this email (case does not matter), if there is one. */
export async function findAccountByEmail(
  q: Queryable,
  shopId: number,
  email: string,
): Promise<AccountCredentials | undefined> {
  const { rows } = await q.query<{ id: number; password_hash: string; is_active: boolean }>(
    `select id, password_hash, is_active from customers
     where shop_id = $1 and lower(email) = lower($2) and not is_guest`,
    [shopId, email],
  );
  const row = rows[0];
  return row && { id: row.id, passwordHash: row.password_hash, isActive: row.is_active };
}

export interface NewAccount {
  shopId: number;
  email: string;
  firstName: string;
  lastName: string;
  gender: Gender | undefined;
  birthDate: string | undefined;
  passwordHash: string;
}

/** Inserts an unverified account; the unique index refuses a second account per email and shop. */
export async function insertAccount(q: Queryable, account: NewAccount): Promise<CustomerRecord> {
  const { rows } = await q.query<{ id: number }>(
    `insert into customers (shop_id, email, first_name, last_name, gender, birth_date, password_hash, verified)
     values ($1, $2, $3, $4, $5, $6::date, $7, false) returning id`,
    [
      account.shopId,
      account.email,
      account.firstName,
      account.lastName,
      account.gender ?? null,
      account.birthDate ?? null,
      account.passwordHash,
    ],
  );
  return (await findCustomer(q, account.shopId, rows[0]!.id))!;
}

/** A guest known only by email (checkout as a guest); names come with the order. */
export async function insertEmailGuest(q: Queryable, shopId: number, email: string): Promise<CustomerRecord> {
  const { rows } = await q.query<{ id: number }>(
    `insert into customers (shop_id, email, first_name, last_name, is_guest, verified)
     values ($1, $2, '', '', true, false) returning id`,
    [shopId, email],
  );
  return (await findCustomer(q, shopId, rows[0]!.id))!;
}

export async function markVerified(q: Queryable, customerId: number): Promise<void> {
  await q.query('update customers set verified = true where id = $1', [customerId]);
}

export async function setPasswordHash(q: Queryable, customerId: number, passwordHash: string): Promise<void> {
  await q.query('update customers set password_hash = $2 where id = $1 and not is_guest', [
    customerId,
    passwordHash,
  ]);
}

/** PostgreSQL's unique_violation: two registrations of one email raced. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}
