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

export const checkoutCalls = {
  /** Carriers and payment methods of the shop's market (§9), with their prices for this basket. */
  getCheckoutOptions: { payload: EmptyPayloadSchema, response: CheckoutOptionsSchema },
  /**
   * Places the order from the session's basket. Prices come from the catalogue, never from here.
   * The same idempotency key twice gives the same order; with another body it is refused (422).
   */
  placeOrder: {
    payload: z.object({
      idempotencyKey: z.uuid(),
      billingAddress: AddressInputSchema,
      shippingAddress: AddressInputSchema.optional(),
      deliveryMethod: CarrierKeySchema,
      paymentMethod: PaymentMethodKeySchema,
      acceptedTerms: z.literal(true),
    }),
    response: z.object({
      orderId: EntityIdSchema,
      cbdToken: CbdTokenSchema,
      /** Invoice and cash on delivery are confirmed at once; other methods continue at the provider. */
      next: z.discriminatedUnion('type', [
        z.object({ type: z.literal('confirmed') }),
        z.object({ type: z.literal('redirect'), path: z.string().startsWith('/') }),
      ]),
    }),
  },
  /** The built-in sandbox payment provider's outcome (issue 5), reported by its page. */
  completeSandboxPayment: {
    payload: z.object({ cbdToken: CbdTokenSchema, outcome: z.enum(['success', 'failure', 'cancel']) }),
    response: z.object({ status: z.enum(['paid', 'failed', 'cancelled']) }),
  },
  /** §7 the order success page's data: the order and its customer's confirmation fields (§3 User). */
  getOrderDataByCbd: {
    payload: z.object({ cbdToken: CbdTokenSchema }),
    response: z.object({ order: OrderSchema, customer: UserSchema }),
  },
};
