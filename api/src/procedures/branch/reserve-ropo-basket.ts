import { defineProcedure } from '../../rpc/define-procedure.ts';
import { reserveRopo } from '../../ropo/ropo-reservation.ts';
import { shopBranch } from './shop-branches.ts';

/** Reserves the ROPO basket's frames for pickup in a branch of the shop's market. */
export const reserveRopoBasket = defineProcedure({
  name: 'reserveRopoBasket',
  handler: async (input, ctx) => reserveRopo(input, await shopBranch(ctx, input.branchId), ctx),
});
