import { z } from 'zod';
import { CarrierKeySchema, PaymentMethodKeySchema } from '../../checkout/checkout-options.ts';
import { DeliveryDateSchema } from '../../entities/delivery.ts';
import { OrderSchema } from '../../entities/order.ts';
import { CentAmountSchema } from '../../entities/price.ts';
import { EntityIdSchema } from '../../entities/scalars.ts';
import { UserSchema } from '../../entities/user.ts';
import { AddressInputSchema, EmptyPayloadSchema } from './common.ts';

/** The token of the order success page (§2 /success/?cbd=...). */
export const CbdTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,200}$/);

/**
 * The signed step of the sandbox payment page (`step` of its address): bound to the order
 * and to the session that placed it; the api checks its signature.
 */
const PaymentStepSchema = z.string().regex(/^[A-Za-z0-9_-]{20,200}$/);

export const CheckoutOptionsSchema = z.object({
  deliveryMethods: z.array(
    z.object({
      key: CarrierKeySchema,
      price: z.object({ withTax: CentAmountSchema }),
      estimate: DeliveryDateSchema,
    }),
  ),
  paymentMethods: z.array(
    z.object({ key: PaymentMethodKeySchema, fee: z.object({ withTax: CentAmountSchema }) }),
  ),
});

/**
 * Where an order's payment stands. `pending`: the shopper is at the payment provider;
 * `deferred`: paid later, by invoice or cash on delivery, so the order was confirmed when placed;
 * `paid`, `failed`, `cancelled`: what the provider reported. A failed or cancelled payment cancels
 * the order and puts its items back into the basket.
 */
export const PaymentStatusSchema = z.enum(['pending', 'deferred', 'paid', 'failed', 'cancelled']);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

/** A checkout address: the §5 rules of its fields, and no field besides. */
const CheckoutAddressSchema = z.strictObject(AddressInputSchema.shape);

/**
 * Where the shopper goes to pay: a path of this shop (the sandbox provider's page) or a payment
 * provider's own https page. Never `//host`, which a browser reads as another site.
 */
const PaymentRedirectUrlSchema = z.union([
  z.string().regex(/^\/(?!\/)/, 'A path of this shop'),
  z.url({ protocol: /^https$/ }),
]);

export const checkoutCalls = {
  /** Carriers and payment methods of the shop's market (§9), with their prices for this basket. */
  getCheckoutOptions: { payload: EmptyPayloadSchema, response: CheckoutOptionsSchema },
  /**
   * Places the order from the session's basket, for a signed-in customer or a guest (401 for
   * anyone else). Prices come from the catalogue, never from here. The same idempotency key twice
   * gives the same order; with another body it is refused (422). No card data ever comes here:
   * paying happens at the provider `next` leads to.
   */
  placeOrder: {
    payload: z.strictObject({
      idempotencyKey: z.uuid(),
      billingAddress: CheckoutAddressSchema,
      /** Unset: the billing address. */
      shippingAddress: CheckoutAddressSchema.optional(),
      deliveryMethod: CarrierKeySchema,
      paymentMethod: PaymentMethodKeySchema,
      acceptedTerms: z.literal(true),
    }),
    response: z.object({
      orderId: EntityIdSchema,
      cbdToken: CbdTokenSchema,
      /**
       * Invoice and cash on delivery are confirmed at once (on to the success page); other
       * methods continue at the payment provider's `url`.
       */
      next: z.discriminatedUnion('type', [
        z.object({ type: z.literal('confirmed') }),
        z.object({ type: z.literal('redirect'), url: PaymentRedirectUrlSchema }),
      ]),
    }),
  },
  /**
   * The built-in sandbox payment provider's outcome, reported by its page
   * (/checkout/payment-sandbox/?cbd=...&step=...) with the step of its address. Only the session
   * that placed the order completes it (403 for anyone else, or for a step that is not the one
   * placeOrder gave). A step is used once: the same outcome again answers the payment's status,
   * another outcome is refused (409), as is an order not paid through the sandbox.
   */
  completeSandboxPayment: {
    payload: z.strictObject({
      cbdToken: CbdTokenSchema,
      outcome: z.enum(['success', 'failure', 'cancel']),
      step: PaymentStepSchema,
    }),
    response: z.object({ status: PaymentStatusSchema.extract(['paid', 'failed', 'cancelled']) }),
  },
  /**
   * §7 the order success page's data: the order, its customer's confirmation fields (§3 User) and
   * where its payment stands. The customer (name, email, phone, addresses) and the items'
   * prescription values come only to the session that placed the order; the bare token, which may
   * have been passed on or logged, shows the order without them.
   */
  getOrderDataByCbd: {
    payload: z.strictObject({ cbdToken: CbdTokenSchema }),
    response: z.object({
      order: OrderSchema,
      /** Absent unless the session that placed the order asks. */
      customer: UserSchema.optional(),
      paymentStatus: PaymentStatusSchema,
    }),
  },
};
