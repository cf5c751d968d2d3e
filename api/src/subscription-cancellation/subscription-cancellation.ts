import { SubscriptionSchema } from '@lumen/domain';
import type { Subscription } from '@lumen/domain';
import { findActiveAccountByEmail } from '../identity/customer-records.ts';
import { AppError } from '../rpc/app-error.ts';
import type { RpcContext, RpcInput } from '../rpc/define-procedure.ts';
import { queueShopMail } from '../shop-mails/shop-mail-outbox.ts';
import { cancellationMail } from './cancellation-mails.ts';

/** Who asks: the shop's account with this email, if any, else whoever ordered with it as a guest. */
type Holder = { proof: { customerId: number } | { email: string }; email: string; firstName: string | null };

/**
 * The account with this email first (its subscriptions are its own, whatever email its orders
 * gave), then the email itself, which the backend matches against the customer of the
 * subscription: guests who ordered with it have no account to ask for.
 */
async function holdersOf(ctx: RpcContext, email: string): Promise<Holder[]> {
  const account = await findActiveAccountByEmail(ctx.db, ctx.shop.shopId, email);
  const byEmail: Holder = { proof: { email }, email, firstName: null };
  return account
    ? [{ proof: { customerId: account.id }, email: account.email, firstName: account.firstName }, byEmail]
    : [byEmail];
}

const isNotFound = (error: unknown) => error instanceof AppError && error.code === 'NOT_FOUND';

/** The holder's subscription with this id (GET subscriptions/{id}?customerId=|email=), or undefined. */
async function subscriptionOf(
  ctx: RpcContext,
  subscriptionId: string,
  holder: Holder,
): Promise<Subscription | undefined> {
  try {
    return await ctx.commerceHttp.request(`subscriptions/${subscriptionId}`, SubscriptionSchema, {
      query: holder.proof,
      notFound: 'Subscription not found',
    });
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

/** Cancels it (PATCH with the cancel action); undefined when it was cancelled meanwhile (409). */
async function cancel(
  ctx: RpcContext,
  subscriptionId: string,
  holder: Holder,
): Promise<Subscription | undefined> {
  const alreadyCancelled = new AppError('CONFLICT', 'The subscription is cancelled');
  try {
    return await ctx.commerceHttp.request(`subscriptions/${subscriptionId}`, SubscriptionSchema, {
      method: 'PATCH',
      query: holder.proof,
      body: { action: 'cancel' },
      onRefusal: (refusal) => (refusal.status === 409 ? alreadyCancelled : undefined),
    });
  } catch (error) {
    if (error === alreadyCancelled) return undefined;
    throw error;
  }
}

/** Cancels the subscription when the id names one of a customer with this email; nothing otherwise. */
async function cancelMatching(
  input: RpcInput<'requestSubscriptionCancellation'>,
  ctx: RpcContext,
): Promise<void> {
  // Subscription ids are numbers; anything else names none, without asking the backend.
  if (!/^[1-9]\d{0,14}$/.test(input.subscriptionId)) return;
  for (const holder of await holdersOf(ctx, input.email)) {
    const subscription = await subscriptionOf(ctx, input.subscriptionId, holder);
    if (!subscription) continue;
    if (subscription.status === 'cancelled') return;
    const cancelled = await cancel(ctx, input.subscriptionId, holder);
    if (!cancelled?.cancelledOn) return;
    const mail = cancellationMail(ctx.shop, holder.firstName, cancelled.id, cancelled.cancelledOn);
    await queueShopMail(ctx.db, ctx.logger, {
      ...mail,
      shopId: ctx.shop.shopId,
      recipient: holder.email,
      kind: 'subscription_cancelled',
    });
    return;
  }
}

/**
 * §2 /spar-abo/kuendigung/: when the id names a subscription of a customer with this email and it
 * is not cancelled yet, it is cancelled and the customer gets a confirmation mail. The caller
 * answers ok in every case, so the page tells nobody whether email and id belong together; a
 * failure is logged and not answered either, since only an email with customers reaches the
 * backend, and an error would tell that.
 */
export async function requestSubscriptionCancellation(
  input: RpcInput<'requestSubscriptionCancellation'>,
  ctx: RpcContext,
): Promise<void> {
  try {
    await cancelMatching(input, ctx);
  } catch (error) {
    ctx.logger.error({ err: error }, 'cancelling a saving subscription by email failed');
  }
}
