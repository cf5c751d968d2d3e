import { defineProcedure } from '../../rpc/define-procedure.ts';
import { shopBranch } from './shop-branches.ts';

/** §2 branch detail: a branch of the shop's market. */
export const getBranch = defineProcedure({
  name: 'getBranch',
  handler: ({ id }, ctx) => shopBranch(ctx, id),
});
