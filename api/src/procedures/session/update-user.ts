import { requireAccount } from '../../account-area/account-access.ts';
import { updateUserDetails } from '../../account-area/user-details.ts';
import { defineProcedure } from '../../rpc/define-procedure.ts';

/** §2 /account/user/: the customer's own details; open to unverified customers (§6). */
export const updateUser = defineProcedure({
  name: 'updateUser',
  handler: async (input, ctx) =>
    updateUserDetails(ctx.db, ctx.shop, await requireAccount(ctx, 'account-user'), input),
});
