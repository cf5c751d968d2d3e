import { PageRequestSchema } from '@lumen/domain';
import { requireAccount } from '../../account-area/account-access.ts';
import {
  findBranchOrder,
  findOrder,
  listBranchOrders,
  listOrders,
} from '../../account-area/account-orders.ts';
import { customerReservations } from '../../ropo/ropo-reservation-repository.ts';
import { defineProcedure } from '../../rpc/define-procedure.ts';

/** §2 /account/orders/: the customer's online orders, one page at a time. */
export const getOrders = defineProcedure({
  name: 'getOrders',
  handler: async (input, ctx) => {
    const customer = await requireAccount(ctx, 'account-orders');
    // No payload at all means the first page, with the contract's page size.
    return listOrders(ctx.commerceHttp, customer, PageRequestSchema.parse(input ?? {}));
  },
});

/** §2 /account/orders/{id}/. */
export const getOrder = defineProcedure({
  name: 'getOrder',
  handler: async (input, ctx) =>
    findOrder(ctx.commerceHttp, await requireAccount(ctx, 'account-orders'), input.orderId),
});

/** §2 /account/branch-order/. */
export const getBranchOrders = defineProcedure({
  name: 'getBranchOrders',
  handler: async (_input, ctx) =>
    listBranchOrders(ctx.commerceHttp, await requireAccount(ctx, 'account-branch-orders')),
});

/** §2 /account/branch-order/{id}/. */
export const getBranchOrder = defineProcedure({
  name: 'getBranchOrder',
  handler: async (input, ctx) =>
    findBranchOrder(ctx.commerceHttp, await requireAccount(ctx, 'account-branch-orders'), input.id),
});

/**
 * The customer's ROPO reservations (frames set aside to try on in a branch), shown with the branch
 * orders: what the customer collects in a branch. Only this shop's, only the session customer's.
 */
export const getRopoReservations = defineProcedure({
  name: 'getRopoReservations',
  handler: async (_input, ctx) => {
    const customer = await requireAccount(ctx, 'account-branch-orders');
    return customerReservations(ctx.db, { shopId: ctx.shop.shopId, customerId: customer.id });
  },
});
