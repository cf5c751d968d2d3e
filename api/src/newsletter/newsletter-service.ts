import { AppError } from '../rpc/app-error.ts';
import type { RpcContext, RpcInput } from '../rpc/define-procedure.ts';
import { randomToken, tokenHash } from '../sessions/session-store.ts';
import { queueShopMail } from '../shop-mails/shop-mail-outbox.ts';
import { newsletterConfirmationMail, newsletterLinkLifetimeDays } from './newsletter-mails.ts';
import { confirmSignUp, upsertPendingSignUp } from './newsletter-repository.ts';

type SignUpStatus = 'confirmation_sent' | 'already_subscribed';

/**
 * Double opt-in: a new address, or one still pending, gets a (new) confirmation link by mail and
 * stays pending until it is followed; a confirmed address is left as it is.
 */
export async function subscribeNewsletter(
  input: RpcInput<'subscribeNewsletter'>,
  ctx: RpcContext,
): Promise<{ status: SignUpStatus }> {
  const token = randomToken();
  const status = await ctx.db.transaction(async (tx): Promise<SignUpStatus> => {
    const pending = await upsertPendingSignUp(tx, {
      shopId: ctx.shop.shopId,
      email: input.email,
      firstName: input.firstName ?? null,
      tokenHash: tokenHash(token),
      tokenLifetimeSeconds: newsletterLinkLifetimeDays * 24 * 60 * 60,
    });
    if (!pending) return 'already_subscribed';
    const mail = newsletterConfirmationMail(
      ctx.shop.language,
      pending.firstName,
      ctx.shopDomains[ctx.shop.code],
      token,
    );
    await queueShopMail(tx, ctx.logger, {
      ...mail,
      shopId: ctx.shop.shopId,
      recipient: input.email,
      kind: 'newsletter_confirmation',
    });
    return 'confirmation_sent';
  });
  return { status };
}

const invalidLink = 'This confirmation link is invalid or has expired';

export async function confirmNewsletter(
  input: RpcInput<'confirmNewsletter'>,
  ctx: RpcContext,
): Promise<{ status: 'confirmed' }> {
  if (!(await confirmSignUp(ctx.db, ctx.shop.shopId, tokenHash(input.token)))) {
    throw new AppError('BAD_REQUEST', invalidLink, {
      details: [{ field: 'payload.token', message: invalidLink }],
    });
  }
  return { status: 'confirmed' };
}
