import { withKeptAddresses } from '../../account-area/user-details.ts';
import { currentUser } from '../../identity/account-service.ts';
import { AppError } from '../../rpc/app-error.ts';
import { defineProcedure } from '../../rpc/define-procedure.ts';

/** §7 account pages: the signed-in customer; an anonymous visitor gets 401. */
export const getUserInfo = defineProcedure({
  name: 'getUserInfo',
  handler: async (_input, ctx) => {
    const user = await currentUser(ctx);
    if (!user) throw new AppError('UNAUTHENTICATED', 'Sign in to see your account');
    // The account pages prefill the kept billing and shipping addresses.
    return withKeptAddresses(ctx.db, user);
  },
});
