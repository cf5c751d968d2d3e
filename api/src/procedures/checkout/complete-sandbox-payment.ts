import { PaymentMethodKeySchema } from '@lumen/domain';
import { z } from 'zod';
import { paymentProviderFor } from '../../payments/payment-providers.ts';
import { sandboxPaymentProvider } from '../../payments/sandbox-payment-provider.ts';
import { AppError } from '../../rpc/app-error.ts';
import { defineProcedure } from '../../rpc/define-procedure.ts';
import { cbdPath, orderDataByCbd, orderNotFoundMessage, paymentOrderOf } from './checkout-orders.ts';

const notThroughSandbox = 'This order is not paid through the sandbox payment provider';

const SettledAnswerSchema = z.object({ paymentStatus: z.enum(['paid', 'failed', 'cancelled']) });

/**
 * The sandbox payment page's outcome (issue 5). Only an order whose method goes through the sandbox
 * provider can be completed here, so once a real provider replaces it this call settles nothing.
 * The backend settles the payment once: the same outcome again answers the same, another is a 409.
 */
export const completeSandboxPayment = defineProcedure({
  name: 'completeSandboxPayment',
  async handler(input, ctx) {
    const { order } = await orderDataByCbd(ctx, input.cbdToken);
    const method = PaymentMethodKeySchema.safeParse(order.payment[0]?.key);
    if (!method.success || paymentProviderFor(method.data) !== sandboxPaymentProvider) {
      throw new AppError('CONFLICT', notThroughSandbox, {
        details: [{ field: 'payload.cbdToken', message: notThroughSandbox }],
      });
    }
    const status = await sandboxPaymentProvider.complete(
      paymentOrderOf(order, input.cbdToken, method.data, ctx),
      input.outcome,
    );
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
      { orderId: order.id, paymentProvider: sandboxPaymentProvider.name, outcome: input.outcome, status },
      'sandbox payment completed',
    );
    return { status: settled.paymentStatus };
  },
});
