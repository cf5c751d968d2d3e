import { z } from 'zod';

const CustomerIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/**
 * `/customers/{customerId}/...`: the account pages' lists (§2). A customer the backend has no record
 * of (an account that never ordered or booked) has empty lists, as with a hosted tenant.
 */
export const CustomerPathSchema = z.object({ customerId: CustomerIdSchema });

/** `?customerId=` on a single entity: it must be that customer's, or the answer is the unknown id's 404. */
export const CustomerQuerySchema = z.object({ customerId: CustomerIdSchema });

/**
 * `?customerId=` or `?email=` on a subscription: the shop that asks by email (a cancellation link
 * in a mail) proves as much as the order status page does with an email, and reaches guests too.
 */
export const CustomerOrEmailQuerySchema = z
  .object({
    customerId: CustomerIdSchema.optional(),
    email: z.string().trim().min(3).max(254).optional(),
  })
  .refine((query) => (query.customerId === undefined) !== (query.email === undefined), {
    message: 'Give exactly one of customerId and email',
  });
export type CustomerOrEmail = { customerId: number } | { email: string };

/** The proof the query gave, as one of its two forms. */
export function customerOrEmailOf(query: z.output<typeof CustomerOrEmailQuerySchema>): CustomerOrEmail {
  return query.email === undefined ? { customerId: query.customerId! } : { email: query.email };
}
