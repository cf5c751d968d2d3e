import { PaymentMethodKeySchema } from '@lumen/domain';
import type { Order, PaymentMethodKey } from '@lumen/domain';
import { z } from 'zod';
import type { PaymentOrder, SettledPaymentStatus } from '../../payments/payment-provider.ts';
import type { SandboxPaymentProvider } from '../../payments/sandbox-payment-provider.ts';
import { AppError } from '../../rpc/app-error.ts';
import { defineProcedure } from '../../rpc/define-procedure.ts';
import type { RpcContext, RpcInput } from '../../rpc/define-procedure.ts';
import { tokenHash } from '../../sessions/session-store.ts';
import { cbdPath, orderDataByCbd, orderNotFoundMessage, paymentOrderOf } from './checkout-orders.ts';
import type { PaymentStatus } from './checkout-orders.ts';
import { queueOrderConfirmation } from './order-confirmation.ts';
import { findPlacement, usePaymentStep } from './order-placements.ts';

type Input = RpcInput<'completeSandboxPayment'>;

const notThroughSandbox = 'This order is not paid through the sandbox payment provider';
const notPlacer =
  'Only the session that placed this order completes its payment, with the step its payment page was given';

const SettledAnswerSchema = z.object({ paymentStatus: z.enum(['paid', 'failed', 'cancelled']) });

const isSettled = (status: PaymentStatus): status is SettledPaymentStatus =>
  status === 'paid' || status === 'failed' || status === 'cancelled';

/** The sandbox provider of the order's method; a 409 when another provider takes it. */
function sandboxOf(
  order: Order,
  ctx: RpcContext,
): { method: PaymentMethodKey; sandbox: SandboxPaymentProvider } {
  const method = PaymentMethodKeySchema.safeParse(order.payment[0]?.key);
  const sandbox = method.success ? ctx.payments.sandboxFor(method.data) : undefined;
  if (!method.success || !sandbox) {
    throw new AppError('CONFLICT', notThroughSandbox, {
      details: [{ field: 'payload.cbdToken', message: notThroughSandbox }],
    });
  }
  return { method: method.data, sandbox };
}

/**
 * The payment as the provider is told of it, when the asking session placed the order and `step` is
 * the one its payment page was given; a 403 otherwise, the same whichever part failed.
 */
async function placersPayment(
  ctx: RpcContext,
  input: Input,
  order: Order,
  { method, sandbox }: ReturnType<typeof sandboxOf>,
): Promise<PaymentOrder> {
  const session = await ctx.session.find();
  if (session) {
    const sessionHash = tokenHash(session.id);
    const placement = await findPlacement(ctx.db, ctx.shop.shopId, input.cbdToken);
    const payment = paymentOrderOf(order, input.cbdToken, method, sessionHash, ctx);
    if (placement?.sessionHash === sessionHash && sandbox.checkStep(payment, input.step)) return payment;
  }
  ctx.logger.warn({ orderId: order.id, withSession: session !== undefined }, 'sandbox payment step refused');
  throw new AppError('FORBIDDEN', notPlacer, { details: [{ field: 'payload.step', message: notPlacer }] });
}

/**
 * Uses the step for the outcome. A step used before with the same outcome answers the payment's
 * status when that use settled it (undefined: settle, since the first use did not get that far);
 * with another outcome it is a 409.
 */
async function useStep(
  ctx: RpcContext,
  input: Input,
  status: PaymentStatus,
): Promise<SettledPaymentStatus | undefined> {
  if (await usePaymentStep(ctx.db, ctx.shop.shopId, input.cbdToken, input.outcome)) return undefined;
  const used = (await findPlacement(ctx.db, ctx.shop.shopId, input.cbdToken))?.stepOutcome ?? 'unknown';
  if (used !== input.outcome) {
    throw new AppError('CONFLICT', `This payment step was already used (${used})`, {
      details: [{ field: 'payload.step', message: `Already used for the outcome ${used}` }],
    });
  }
  return isSettled(status) ? status : undefined;
}

/**
 * The sandbox payment page's outcome. Only an order whose method goes through
 * the sandbox provider can be completed here, so once a real provider replaces it (PAYMENT_PROVIDER)
 * this call settles nothing. Only the session that placed the order completes it, with the signed
 * step placeOrder's redirect carried: a success token alone pays nothing (403).
 *
 * The step is used once: its first use records the outcome and settles the payment; the same
 * outcome again answers the payment's status and settles nothing (a retry after a lost answer),
 * another outcome is a 409. Should settling fail after the step was used, the same outcome again
 * settles it (the backend settles once: the same outcome twice answers the same).
 *
 * A payment that succeeds confirms the order: its confirmation mail is queued then, never for a
 * failed or cancelled one. A repeat of a paid completion asks for it again, which queues nothing
 * when it is queued (one mail per order), and queues it when the first call's attempt failed.
 */
export const completeSandboxPayment = defineProcedure({
  name: 'completeSandboxPayment',
  async handler(input, ctx) {
    const data = await orderDataByCbd(ctx, input.cbdToken);
    const { order, paymentStatus } = data;
    const provider = sandboxOf(order, ctx);
    const payment = await placersPayment(ctx, input, order, provider);
    const repeated = await useStep(ctx, input, paymentStatus);
    if (repeated) {
      if (repeated === 'paid') await queueOrderConfirmation(ctx, input.cbdToken, data);
      return { status: repeated };
    }
    const status = await provider.sandbox.complete(payment, input.outcome);
    const settled = await ctx.commerceHttp.request(
      `${cbdPath(input.cbdToken)}/payment`,
      SettledAnswerSchema,
      {
        method: 'POST',
        body: { status },
        notFound: orderNotFoundMessage,
        onRefusal: (refusal) =>
          refusal.status === 409
            ? new AppError('CONFLICT', refusal.message ?? 'The payment of this order is already settled', {
                details: [{ field: 'payload.outcome', message: refusal.message ?? 'Already settled' }],
              })
            : undefined,
      },
    );
    ctx.logger.info(
      { orderId: order.id, paymentProvider: provider.sandbox.name, outcome: input.outcome, status },
      'sandbox payment completed',
    );
    // Read again: the order as its payment confirmed it (confirmedAt).
    if (settled.paymentStatus === 'paid') await queueOrderConfirmation(ctx, input.cbdToken);
    return { status: settled.paymentStatus };
  },
});
