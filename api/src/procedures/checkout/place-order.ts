import { carriersByCountry, paymentMethodsByCountry } from '@lumen/domain';
import type { AddressInput, RpcErrorDetail, RpcResponse, ShopIdentity } from '@lumen/domain';
import { keepFirstOrderAddresses } from '../../account-area/user-details.ts';
import { sessionCustomer } from '../../identity/account-service.ts';
import type { CommerceRefusal } from '../../commerce-client/commerce-http.ts';
import { commerceAccountOf } from '../../identity/customer-records.ts';
import type { CustomerRecord } from '../../identity/customer-records.ts';
import type { PaymentOrder, PaymentStart } from '../../payments/payment-provider.ts';
import type { CheckoutPayments } from '../../payments/payment-providers.ts';
import { AppError } from '../../rpc/app-error.ts';
import { defineProcedure } from '../../rpc/define-procedure.ts';
import type { RpcInput } from '../../rpc/define-procedure.ts';
import { describeDetails } from '../../rpc/error-details.ts';
import { tokenHash } from '../../sessions/session-store.ts';
import { PlacedOrderAnswerSchema, paymentOrderOf } from './checkout-orders.ts';
import type { PaymentStatus } from './checkout-orders.ts';
import { confirmsOrder, queueOrderConfirmation } from './order-confirmation.ts';
import { recordPlacement } from './order-placements.ts';

const needsCustomer = 'Sign in or continue as a guest to place an order';
const reusedKey = 'This idempotency key was already used for another order';
const emptyBasket = 'The basket is empty';

/** §9: the carrier and the payment method must be the shop's market's; each one that is not is named. */
function checkOfferedInShop(shop: ShopIdentity, input: RpcInput<'placeOrder'>): void {
  const details: RpcErrorDetail[] = [];
  if (!carriersByCountry[shop.country].includes(input.deliveryMethod)) {
    details.push({
      field: 'payload.deliveryMethod',
      message: `${input.deliveryMethod} does not deliver in this shop`,
    });
  }
  if (!paymentMethodsByCountry[shop.country].includes(input.paymentMethod)) {
    details.push({
      field: 'payload.paymentMethod',
      message: `${input.paymentMethod} is not offered in this shop`,
    });
  }
  if (details.length > 0) {
    throw new AppError('VALIDATION_FAILED', `Invalid request: ${describeDetails(details)}`, { details });
  }
}

/**
 * Who the order is for: an account as the identity knows it; a guest (continueAsGuest knows only
 * the email) as a guest customer the backend makes for this order, named as the billing address
 * names them.
 */
function orderCustomer(customer: CustomerRecord, billing: AddressInput) {
  return customer.isGuest
    ? { guest: { email: customer.email, firstName: billing.firstName, lastName: billing.lastName } }
    : { account: commerceAccountOf(customer) };
}

/** A basket item the backend named (`items[{key}]`) as the client knows it: `basket.items.{key}`. */
function basketField(parameter: string | undefined): string {
  // A guest may not start a saving subscription: the customer is at fault, not the basket.
  if (parameter === 'customer') return 'customer';
  const item = /^items\[(.+)\]$/.exec(parameter ?? '');
  return item ? `basket.items.${item[1]}` : 'basket';
}

/** The refusals of POST orders a shopper can cause, as the errors the storefront shows. */
function placeRefusal(refusal: CommerceRefusal): AppError | undefined {
  switch (refusal.status) {
    case 422:
      return new AppError('UNPROCESSABLE', reusedKey, {
        details: [{ field: 'payload.idempotencyKey', message: reusedKey }],
      });
    case 412:
      return new AppError('PRECONDITION_FAILED', refusal.message ?? emptyBasket, {
        details: refusal.errors.map((error) => ({
          field: basketField(error.parameter),
          message: error.message ?? emptyBasket,
        })),
      });
    // A basket nobody has read or filled yet does not exist in the backend: nothing to order.
    case 404:
      return refusal.errors.some((error) => error.parameter === 'basketKey')
        ? new AppError('PRECONDITION_FAILED', emptyBasket, {
            details: [{ field: 'basket', message: emptyBasket }],
          })
        : undefined;
    case 409:
      return new AppError(
        'CONFLICT',
        refusal.message ?? 'The basket changed while the order was placed; try again',
      );
    default:
      return undefined;
  }
}

/**
 * How the checkout goes on. A new order's payment starts at its provider; a repeated request (the
 * same idempotency key) finds it where it stands: paid goes on as confirmed, still pending starts
 * again, and a failed or cancelled payment closed that order, whose items are back in the basket.
 */
async function nextStep(
  status: PaymentStatus,
  order: PaymentOrder,
  payments: CheckoutPayments,
): Promise<PaymentStart> {
  switch (status) {
    case 'pending':
    case 'deferred':
      return payments.providerFor(order.method).start(order);
    case 'paid':
      return { type: 'confirmed' };
    case 'failed':
    case 'cancelled': {
      const message = `The payment of this order ${status === 'failed' ? 'failed' : 'was cancelled'}; its items are back in the basket: place the order again`;
      throw new AppError('CONFLICT', message, { details: [{ field: 'payload.idempotencyKey', message }] });
    }
  }
}

/**
 * Places the order from the session's basket through the backend (POST orders), which prices it
 * from the catalogue, reserves the stock and empties the basket in one transaction, remembers the
 * session that placed it (its personal data and its payment are that session's), then
 * starts the payment. An order confirmed at once (invoice, cash on delivery) gets its
 * confirmation mail here; one paid through a provider when its payment succeeds. Anonymous
 * visitors get a 401.
 */
export const placeOrder = defineProcedure({
  name: 'placeOrder',
  async handler(input, ctx): Promise<RpcResponse<'placeOrder'>> {
    const session = await ctx.session.find();
    const customer = await sessionCustomer(ctx);
    if (!session || !customer) throw new AppError('UNAUTHENTICATED', needsCustomer);
    checkOfferedInShop(ctx.shop, input);
    const placed = await ctx.commerceHttp.request('orders', PlacedOrderAnswerSchema, {
      method: 'POST',
      headers: { 'Idempotency-Key': input.idempotencyKey },
      body: {
        basketKey: session.basketKey,
        customer: orderCustomer(customer, input.billingAddress),
        billingAddress: input.billingAddress,
        ...(input.shippingAddress ? { shippingAddress: input.shippingAddress } : {}),
        carrierKey: input.deliveryMethod,
        paymentKey: input.paymentMethod,
      },
      onRefusal: placeRefusal,
    });
    const sessionHash = tokenHash(session.id);
    await recordPlacement(ctx.db, { shopId: ctx.shop.shopId, cbdToken: placed.cbdToken, sessionHash });
    await keepFirstOrderAddresses(ctx.db, ctx.shop, customer, input);
    const order = paymentOrderOf(placed.order, placed.cbdToken, input.paymentMethod, sessionHash, ctx);
    const next = await nextStep(placed.paymentStatus, order, ctx.payments);
    // A repeated placement (same key) of a confirmed order asks again; the outbox queues it once.
    if (confirmsOrder(placed.paymentStatus)) await queueOrderConfirmation(ctx, placed.cbdToken);
    ctx.logger.info(
      {
        orderId: order.orderId,
        paymentMethod: order.method,
        paymentProvider: ctx.payments.providerFor(order.method).name,
        paymentStatus: placed.paymentStatus,
        next: next.type,
      },
      'order placed',
    );
    return { orderId: order.orderId, cbdToken: placed.cbdToken, next };
  },
});
