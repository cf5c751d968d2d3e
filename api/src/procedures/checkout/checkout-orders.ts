import { CbdTokenSchema, OrderSchema, rpcContract } from '@lumen/domain';
import type { Order, PaymentMethodKey, RpcResponse } from '@lumen/domain';
import { z } from 'zod';
import type { PaymentOrder } from '../../payments/payment-provider.ts';
import type { RpcContext } from '../../rpc/define-procedure.ts';

export const orderNotFoundMessage = 'Order not found';

/** The backend's answer to POST orders: the order, its success token and its payment's status. */
export const PlacedOrderAnswerSchema = z.object({
  order: OrderSchema,
  cbdToken: CbdTokenSchema,
  paymentStatus: rpcContract.getOrderDataByCbd.response.shape.paymentStatus,
});

export type PaymentStatus = z.infer<typeof PlacedOrderAnswerSchema>['paymentStatus'];

/** The backend path of an order's success token. */
export const cbdPath = (cbdToken: string) => `orders/cbd/${encodeURIComponent(cbdToken)}`;

/** §7 getOrderDataByCbd as the backend answers it (GET orders/cbd/{token}); an unknown token is a 404. */
export function orderDataByCbd(ctx: RpcContext, cbdToken: string): Promise<RpcResponse<'getOrderDataByCbd'>> {
  return ctx.commerceHttp.request(cbdPath(cbdToken), rpcContract.getOrderDataByCbd.response, {
    notFound: orderNotFoundMessage,
  });
}

/**
 * §7 the success data as the holder of a bare token sees it: the order without its
 * customer, and its items without the prescription values and analytics ids of their custom data.
 */
export function withoutPersonalData(
  data: RpcResponse<'getOrderDataByCbd'>,
): RpcResponse<'getOrderDataByCbd'> {
  return {
    order: {
      ...data.order,
      items: data.order.items.map(({ customData, ...item }) => {
        if (!customData) return item;
        const {
          prescriptionValues: _prescription,
          sessionId: _session,
          clientId: _client,
          ...kept
        } = customData;
        return { ...item, customData: kept };
      }),
    },
    paymentStatus: data.paymentStatus,
  };
}

/** What a payment provider is told about an order, for the session `sessionHash` names. */
export function paymentOrderOf(
  order: Order,
  cbdToken: string,
  method: PaymentMethodKey,
  sessionHash: string,
  ctx: RpcContext,
): PaymentOrder {
  return {
    orderId: order.id,
    cbdToken,
    sessionHash,
    method,
    amount: { withTax: order.cost.withTax, currency: ctx.shop.currency },
  };
}
