import type { ShopIdentity } from '@lumen/domain';
import { z } from 'zod';
import type { Queryable } from '../../db/db.ts';
import { CommerceError } from '../http/commerce-error.ts';
import { findCustomer } from '../orders/customer-repository.ts';
import type { CustomerRecord } from '../orders/customer-repository.ts';

const CustomerIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** `/customers/{customerId}/...`: the account pages' lists (§2). */
export const CustomerPathSchema = z.object({ customerId: CustomerIdSchema });

/** `?customerId=` on a single entity: it must be that customer's, or the answer is the unknown id's 404. */
export const CustomerQuerySchema = z.object({ customerId: CustomerIdSchema });

/** The shop's customer, or the 404 an unknown one gets. */
export async function requireCustomer(
  q: Queryable,
  shop: ShopIdentity,
  customerId: number,
): Promise<CustomerRecord> {
  const customer = await findCustomer(q, shop.shopId, customerId);
  if (!customer) throw new CommerceError(404, 'Customer not found');
  return customer;
}
