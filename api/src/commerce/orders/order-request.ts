import {
  AddressInputSchema,
  CarrierKeySchema,
  CbdTokenSchema,
  EmailSchema,
  EntityIdSchema,
  GenderSchema,
  IsoDateSchema,
  PaymentMethodKeySchema,
  PersonNameSchema,
} from '@lumen/domain';
import { z } from 'zod';
import { CollectionKeySchema } from '../baskets/basket-request.ts';

/** The header that makes placing an order safe to retry (§9: a POST is retried once on 5xx). */
export const idempotencyKeyHeader = 'Idempotency-Key';

export const IdempotencyHeaderSchema = z.object({
  [idempotencyKeyHeader]: z
    .string({ error: 'Required: a key unique to this order attempt' })
    .regex(/^[A-Za-z0-9_-]{8,128}$/, '8 to 128 letters, digits, _ or -'),
});

/** A customer who orders without an account (§3 User; §6 guest customers). */
const GuestSchema = z.object({
  email: EmailSchema,
  firstName: PersonNameSchema,
  lastName: PersonNameSchema,
  phone: z.string().trim().max(30).optional(),
  gender: GenderSchema.optional(),
  birthDate: IsoDateSchema.optional(),
});
export type Guest = z.infer<typeof GuestSchema>;

/**
 * A customer with an account, as the shop's identity names them with each order or booking: the
 * backend keeps no accounts of its own, so it records what it is told (the id is the account's).
 */
export const AccountCustomerSchema = GuestSchema.extend({
  id: EntityIdSchema.max(4_999_999_999_999, "Account ids are below 5000000000000, where guests' ids begin"),
  verified: z.boolean(),
}).strict();
export type AccountCustomer = z.infer<typeof AccountCustomerSchema>;

/**
 * POST orders: places the order from a basket. The customer is an account or a guest; the
 * shipping address defaults to the billing address. Carrier and payment must be offered in the
 * shop's market (§9). Prices are the catalogue's, never from here.
 */
export const PlaceOrderBodySchema = z.object({
  basketKey: CollectionKeySchema,
  customer: z.union([
    z.object({ account: AccountCustomerSchema }).strict(),
    z.object({ guest: GuestSchema }).strict(),
  ]),
  billingAddress: AddressInputSchema,
  shippingAddress: AddressInputSchema.optional(),
  carrierKey: CarrierKeySchema,
  paymentKey: PaymentMethodKeySchema,
  campaignKey: z.string().min(1).max(100).optional(),
});
export type PlaceOrderBody = z.infer<typeof PlaceOrderBodySchema>;

/**
 * Where an order's payment stands. `pending`: the shopper is at the payment provider;
 * `deferred`: paid later, by invoice or on delivery, so the order is confirmed when placed; `paid`,
 * `failed` and `cancelled`: what the provider reported, final.
 */
const paymentStatuses = ['pending', 'deferred', 'paid', 'failed', 'cancelled'] as const;
const PaymentStatusSchema = z.enum(paymentStatuses);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

/** The statuses a payment provider settles a pending payment with. */
const SettledPaymentStatusSchema = PaymentStatusSchema.extract(['paid', 'failed', 'cancelled']);
export type SettledPaymentStatus = z.infer<typeof SettledPaymentStatusSchema>;

/** POST orders/cbd/{cbdToken}/payment: the outcome the payment provider reported. */
export const SettlePaymentBodySchema = z.strictObject({ status: SettledPaymentStatusSchema });

/** GET checkout-options: the options priced for a basket; without one, for an empty basket. */
export const CheckoutOptionsQuerySchema = z.object({ basketKey: CollectionKeySchema.optional() });

export const OrderPathSchema = z.object({
  orderId: z.coerce.number().int().min(100_000_000_000).max(999_999_999_999),
});
export const CbdPathSchema = z.object({ cbdToken: CbdTokenSchema });

/** GET orders/{orderId}: the order status page asks with an email or a zip code (§2), the account with its customer. */
export const OrderLookupQuerySchema = z
  .object({
    email: z.string().trim().min(1).max(254).optional(),
    zipCode: z.string().trim().min(1).max(20).optional(),
    customerId: z.coerce.number().int().positive().optional(),
  })
  .refine(
    (query) =>
      [query.email, query.zipCode, query.customerId].filter((value) => value !== undefined).length === 1,
    {
      message: 'Give exactly one of email, zipCode and customerId',
    },
  );

export const OrderListQuerySchema = z.object({
  customerId: z.coerce.number().int().positive(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
});
