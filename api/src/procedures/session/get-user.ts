import { currentUser } from '../../identity/account-service.ts';
import { defineProcedure } from '../../rpc/define-procedure.ts';

/** §7: the session's customer, or null for an anonymous visitor (no session is created). */
export const getUser = defineProcedure({ name: 'getUser', handler: (_input, ctx) => currentUser(ctx) });
