import { requireAccount } from '../../account-area/account-access.ts';
import {
  changeSubscription,
  findSubscription,
  listSubscriptions,
} from '../../account-area/account-subscriptions.ts';
import { defineProcedure } from '../../rpc/define-procedure.ts';
import type { RpcContext } from '../../rpc/define-procedure.ts';

const subscriber = (ctx: RpcContext) => requireAccount(ctx, 'account-subscriptions');

/** §2 /account/subscriptions/. */
export const getSubscriptions = defineProcedure({
  name: 'getSubscriptions',
  handler: async (_input, ctx) => listSubscriptions(ctx.commerceHttp, await subscriber(ctx)),
});

/** §2 /account/subscriptions/{id}/. */
export const getSubscription = defineProcedure({
  name: 'getSubscription',
  handler: async (input, ctx) => findSubscription(ctx.commerceHttp, await subscriber(ctx), input.id),
});

export const pauseSubscription = defineProcedure({
  name: 'pauseSubscription',
  handler: async (input, ctx) =>
    changeSubscription(ctx.commerceHttp, await subscriber(ctx), input.id, {
      action: 'pause',
      until: input.until,
    }),
});

export const resumeSubscription = defineProcedure({
  name: 'resumeSubscription',
  handler: async (input, ctx) =>
    changeSubscription(ctx.commerceHttp, await subscriber(ctx), input.id, { action: 'resume' }),
});

export const skipSubscriptionDelivery = defineProcedure({
  name: 'skipSubscriptionDelivery',
  handler: async (input, ctx) =>
    changeSubscription(ctx.commerceHttp, await subscriber(ctx), input.id, { action: 'skipNextDelivery' }),
});

export const changeSubscriptionInterval = defineProcedure({
  name: 'changeSubscriptionInterval',
  handler: async (input, ctx) =>
    changeSubscription(ctx.commerceHttp, await subscriber(ctx), input.id, {
      action: 'changeInterval',
      intervalMonths: input.intervalMonths,
    }),
});

/** §1: the saving subscription can be cancelled. */
export const cancelSubscription = defineProcedure({
  name: 'cancelSubscription',
  handler: async (input, ctx) =>
    changeSubscription(ctx.commerceHttp, await subscriber(ctx), input.id, { action: 'cancel' }),
});
